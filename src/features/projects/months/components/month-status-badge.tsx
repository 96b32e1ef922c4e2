import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import type { MonthlyReportStatus } from '#contract/monthly-reports';
import { MONTH_STATUS_LABELS } from '../api/month-labels';

const COLORS: Record<MonthlyReportStatus, NonNullable<BadgeProps['color']>> = {
  draft: 'informative',
  submitted: 'brand',
  returned: 'warning',
  approved: 'success',
};

export function MonthStatusBadge({ status, overdue }: { status: MonthlyReportStatus; overdue?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Badge appearance="tint" color={overdue ? 'danger' : COLORS[status]}>
      {i18n._(MONTH_STATUS_LABELS[status])}
    </Badge>
  );
}
