import type { BadgeProps } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MonthlyReportStatus } from '#contract/monthly-reports';

type Look = { label: MessageDescriptor; color: NonNullable<BadgeProps['color']> };

/**
 * A month's report as the workspace lists it (contract/monthly-reports.ts statuses): to write, waiting for the
 * funder, to correct, or approved. The words carry a context: "Returned" and "Approved" are list headings elsewhere.
 */
export const MONTH_STATUS_LOOK: Record<MonthlyReportStatus, Look> = {
  draft: { label: msg({ message: 'To write', context: 'monthly report status' }), color: 'informative' },
  submitted: { label: msg({ message: 'Submitted', context: 'monthly report status' }), color: 'brand' },
  returned: { label: msg({ message: 'Returned', context: 'monthly report status' }), color: 'warning' },
  approved: { label: msg({ message: 'Approved', context: 'monthly report status' }), color: 'success' },
};
