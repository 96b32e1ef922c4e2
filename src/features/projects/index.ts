/*
 * What other features and the routes may use of projects: the queries and keys others refresh, the pieces the
 * organisation's workspace shows as the staff pages do (installments, progress reports, tracking chips), and the
 * months (the organisation's month editor, the funder's list and review).
 */
export { projectQuery } from './api/get-project';
export { projectOverviewQuery } from './api/get-project-overview';
export { projectControls } from './api/project-controls';
export { projectKeys } from './api/project-keys';
export { trackingKeys } from './detail/api/tracking-keys';
export { BatchLogTable } from './detail/components/batch-log-table';
export { BatchRequestDetails } from './detail/components/batch-request-details';
export { RequestStatusChip, TransferStatusChip } from './detail/components/batch-status-chip';
export { ProgressReportFileDialog } from './detail/components/progress-report-file-dialog';
export { ProgressReportTable } from './detail/components/progress-report-table';
export { TrackingChip } from './detail/components/tracking-chip';
export { monthStart } from './detail/components/tracking-format';
export { ACTIVITY_STATUS_LOOK, PROJECT_RISK_STATUS_LOOK } from './detail/components/tracking-labels';
// A project reported month by month (issue 14, decisions 202 and 205): the organisation's month editor, the funder's list and review.
export { partnerMonthQuery, projectMonthQuery, projectMonthsQuery } from './months/api/get-monthly-reports';
export { monthName } from './months/api/month-labels';
export { latestReportableMonth } from './months/components/month-navigation';
export { PartnerMonthPage } from './months/components/partner-month-page';
export { ProjectMonthsTable } from './months/components/project-months-table';
export { StaffMonthPage } from './months/components/staff-month-page';
