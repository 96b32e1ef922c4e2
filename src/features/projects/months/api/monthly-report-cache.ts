import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isLocale } from '#contract/enums';
import { MONTHLY_REPORT_STATUSES, type MonthlyReport, type MonthlyReportStatus } from '#contract/monthly-reports';
import { monthNumber } from '#contract/months';
import { dashboardKeys } from '@/features/dashboard';
import { projectKeys } from '../../api/project-keys';
import { formatMoney } from '@/lib/format-money';
import { MONTH_STATUS_LABELS, monthName } from './month-labels';
import { monthlyReportKeys } from './monthly-report-keys';

/** The outbox's entity for a month's report: the organisation's saves and submission, the funder's review. */
export const MONTHLY_REPORT_ENTITY = 'monthly-report';

/**
 * A month is the outbox's unit (its own lane and version): project 7's 2026-11 is 7202611. Months of one project must
 * not share a lane, or the answer to one month's save would rebase another month's queued save onto its version.
 */
export function monthEntityId(projectId: number, month: string): number {
  return projectId * 1_000_000 + monthNumber(month);
}

function isMonthlyReport(answer: unknown): answer is MonthlyReport {
  return typeof answer === 'object' && answer !== null && 'project_id' in answer && 'month' in answer && 'version' in answer && 'status' in answer;
}

/** The organisation's writes answer the month as the server now has it: the page shows it at once. */
export function storePartnerMonth(queryClient: QueryClient, answer: unknown): void {
  if (isMonthlyReport(answer)) queryClient.setQueryData(monthlyReportKeys.partnerMonth(answer.project_id, answer.month), answer);
}

/** The funder's review answers the month, now approved or returned. */
export function storeStaffMonth(queryClient: QueryClient, answer: unknown): void {
  if (isMonthlyReport(answer)) queryClient.setQueryData(monthlyReportKeys.staffMonth(answer.project_id, answer.month), answer);
}

/** What a change to the organisation's month may have made stale. */
export function partnerMonthQueriesOf(projectId: number, month: string): QueryKey[] {
  return [monthlyReportKeys.partnerMonth(projectId, month)];
}

/**
 * What the review may have made stale: the month and the list of months, and, once approved, the project's follow-up
 * pages (all under its detail key) and the home dashboard, which the approved month now feeds.
 */
export function staffMonthQueriesOf(projectId: number): QueryKey[] {
  return [projectKeys.detail(projectId), dashboardKeys.all];
}

function isStatus(value: unknown): value is MonthlyReportStatus {
  return (MONTHLY_REPORT_STATUSES as readonly unknown[]).includes(value);
}

function currentLocale() {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The month as a reader names it in a queued change's line. */
export function monthTitle(month: string): string {
  return monthName(month, currentLocale());
}

/** A conflict shows the server's month beside the queued change: where it stands, who saved it last, what it spends. */
export function summarizeMonth(current: unknown): Array<{ label: MessageDescriptor; value: string }> {
  if (!isMonthlyReport(current)) return [];
  const lines: Array<{ label: MessageDescriptor; value: string }> = [];
  if (isStatus(current.status)) lines.push({ label: msg`Status`, value: i18n._(MONTH_STATUS_LABELS[current.status]) });
  if (current.saved_by) lines.push({ label: msg`Last saved by`, value: current.saved_by.name });
  if (Array.isArray(current.spending)) {
    const spent = current.spending.reduce((total, entry) => total + entry.amount, 0);
    lines.push({ label: msg`Spent this month`, value: formatMoney(spent, current.currency.symbol) });
  }
  if (Array.isArray(current.stories)) lines.push({ label: msg`Stories of change`, value: String(current.stories.length) });
  return lines;
}
