/*
 * The partner's projects (issue 13 item 1, issue 14 item 1): the list of what the organisation's accepted proposals
 * became, and each project's workspace. What the routes use; everything else stays inside.
 */
export { partnerProjectQuery } from './api/get-partner-project';
export { partnerProjectsQuery } from './api/get-partner-projects';
export type { PartnerProjectListQuery } from './api/partner-project-keys';
export { PartnerProjectsPage } from './components/partner-projects-page';
export { PartnerProjectWorkspace } from './components/workspace/partner-project-workspace';
export { partnerProjectKeys } from './api/partner-project-keys';
export { EVERY_PARTNER_PROJECT, usePartnerProjectDates } from './api/partner-project-dates';
