import { useLingui } from '@lingui/react/macro';
import { AUDIT_FIELD_KINDS, type AuditChange, type AuditValue } from '#contract/audit';
import { PROPOSAL_STATUSES, type ProposalStatus, type RequestStatus, type TransferStatus } from '#contract/enums';
import { formatMoney } from '@/lib/format-money';
import { formatDate } from '@/ui/list/format-date';
import { useLocale } from '@/lib/use-locale';
import { MoneyText } from '@/ui/money-text';
import { proposalStatusLabel } from '@/features/proposals';
import { REQUEST_STATUS_WORDS, TRANSFER_STATUS_WORDS } from '../audit-labels';

function isProposalStatus(value: AuditValue): value is ProposalStatus {
  return (PROPOSAL_STATUSES as readonly unknown[]).includes(value);
}

function isKey<Table extends object>(table: Table, value: AuditValue): value is AuditValue & keyof Table {
  return value !== null && Object.hasOwn(table, value);
}

/** A raw value of a change as text in the reader's language: dates and money formatted, statuses in words. */
export function useAuditValueText(): (change: AuditChange, value: AuditValue) => string {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (change, value) => {
    if (value === null || value === '') return t`empty`;
    switch (AUDIT_FIELD_KINDS[change.field]) {
      case 'date':
        return typeof value === 'string' ? formatDate(value, locale) : String(value);
      case 'money':
        return typeof value === 'number' ? [change.currency, formatMoney(value)].filter(Boolean).join(' ') : String(value);
      case 'status':
        return isProposalStatus(value) ? i18n._(proposalStatusLabel[value]) : String(value);
      case 'requestStatus':
        return isKey(REQUEST_STATUS_WORDS, value) ? i18n._(REQUEST_STATUS_WORDS[value as RequestStatus]) : String(value);
      case 'transferStatus':
        return isKey(TRANSFER_STATUS_WORDS, value) ? i18n._(TRANSFER_STATUS_WORDS[value as TransferStatus]) : String(value);
      case 'text':
        return String(value);
    }
  };
}

/** The value as shown: money keeps its symbol and figure apart in both directions (MoneyText). */
export function AuditValueView({ change, value }: { change: AuditChange; value: AuditValue }) {
  const text = useAuditValueText();
  if (AUDIT_FIELD_KINDS[change.field] === 'money' && typeof value === 'number') return <MoneyText value={value} symbol={change.currency} />;
  return <>{text(change, value)}</>;
}
