import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MonthlyReportStatus, ReviewItemKind } from '#contract/monthly-reports';
import type { Locale } from '#contract/enums';
import { MONTH_FORMAT, formatDate } from '@/ui/list/format-date';

/** A month's status as both sides read it (contract MONTHLY_REPORT_STATUSES). */
export const MONTH_STATUS_LABELS: Record<MonthlyReportStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`Submitted`,
  returned: msg`Returned for corrections`,
  approved: msg`Approved`,
};

/** What a review comment is about (contract REVIEW_ITEM_KINDS). */
export const REVIEW_ITEM_LABELS: Record<ReviewItemKind, MessageDescriptor> = {
  report: msg`The whole month`,
  indicator: msg`Indicator`,
  activity: msg`Activity`,
  spending: msg`Spending entry`,
  beneficiaries: msg`People reached`,
  story: msg`Story of change`,
};

/** 'YYYY-MM' as the portal writes a month ("Nov, 2026"; Arabic month names in Arabic). */
export function monthName(month: string, locale: Locale): string {
  return formatDate(`${month}-01T00:00:00`, locale, MONTH_FORMAT);
}
