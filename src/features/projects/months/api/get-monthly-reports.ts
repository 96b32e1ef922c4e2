import { queryOptions } from '@tanstack/react-query';
import { projectsPaths } from '#contract/api-paths';
import type { MonthList, MonthlyReport } from '#contract/monthly-reports';
import { partnerPaths } from '#contract/partner';
import { api } from '@/lib/http';
import { monthlyReportKeys } from './monthly-report-keys';

/** GET PartnerProject/{id}/MonthlyReport/{month}: the organisation's month (a month never saved is a version-0 draft). */
export const partnerMonthQuery = (projectId: number, month: string) =>
  queryOptions({
    queryKey: monthlyReportKeys.partnerMonth(projectId, month),
    queryFn: ({ signal }) => api<MonthlyReport>(partnerPaths.projects.month(projectId, month), { signal }),
  });

/** GET DonorProject/{id}/MonthlyReport: every reportable month of the project, newest first. */
export const projectMonthsQuery = (projectId: number) =>
  queryOptions({
    queryKey: monthlyReportKeys.staffMonths(projectId),
    queryFn: ({ signal }) => api<MonthList>(projectsPaths.monthlyReports(projectId), { signal }),
  });

/** GET DonorProject/{id}/MonthlyReport/{month}: a month the organisation submitted (a draft is its own: 404). */
export const projectMonthQuery = (projectId: number, month: string) =>
  queryOptions({
    queryKey: monthlyReportKeys.staffMonth(projectId, month),
    queryFn: ({ signal }) => api<MonthlyReport>(projectsPaths.monthlyReport(projectId, month), { signal }),
  });
