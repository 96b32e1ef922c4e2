import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BeneficiarySex, BeneficiaryType } from '#contract/dashboard';
import { MONTH_FORMAT, useDateFormatter } from '@/ui/list/format-date';

/** One label per value of the contract's beneficiary enumerations. */
export const BENEFICIARY_SEX_LABEL: Record<BeneficiarySex, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
};

export const BENEFICIARY_TYPE_LABEL: Record<BeneficiaryType, MessageDescriptor> = {
  host_community: msg`Host community`,
  refugees: msg`Refugees`,
  internally_displaced: msg`Internally displaced`,
  returnees: msg`Returnees`,
};

/** A 'YYYY-MM' month as spec section 9 writes it ("Mar, 2026"), month names in the portal's language. */
export function useMonthLabel(): (month: string) => string {
  const formatDate = useDateFormatter();
  return (month) => {
    const [year = 1970, number = 1] = month.split('-').map(Number);
    return formatDate(new Date(year, number - 1, 1), MONTH_FORMAT);
  };
}
