import { projectKeys } from '../../api/project-keys';

/**
 * The months' queries. The staff's hang under the project's detail key, so whatever refreshes a project (an approval
 * changes its follow-up pages) refreshes its months too; the organisation's have their own root.
 */
export const monthlyReportKeys = {
  partnerAll: ['partner-monthly-reports'] as const,
  partnerProject: (projectId: number) => [...monthlyReportKeys.partnerAll, projectId] as const,
  partnerMonth: (projectId: number, month: string) => [...monthlyReportKeys.partnerProject(projectId), month] as const,
  staffMonths: (projectId: number) => [...projectKeys.detail(projectId), 'monthly-reports'] as const,
  staffMonth: (projectId: number, month: string) => [...monthlyReportKeys.staffMonths(projectId), month] as const,
};
