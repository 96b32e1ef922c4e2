/*
 * A project reported month by month (issue 14 items 2 and 3, decisions 202 and 205): the organisation's month editor,
 * and the funder's list of months and review of one. What the routes and the project pages use; the rest stays inside.
 */
export { partnerMonthQuery, projectMonthQuery, projectMonthsQuery } from './api/get-monthly-reports';
export { EVERY_PARTNER_PROJECT, usePartnerProjectDates } from './partner-project-dates';
export { monthName } from './api/month-labels';
export { latestReportableMonth } from './components/month-navigation';
export { PartnerMonthPage } from './components/partner-month-page';
export { ProjectMonthsTable } from './components/project-months-table';
export { StaffMonthPage } from './components/staff-month-page';
