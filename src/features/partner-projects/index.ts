/*
 * The partner's projects (issue 13 item 1): the list of what the organisation's accepted proposals became. Issue 14
 * builds the project workspace. What the routes use; everything else stays inside.
 */
export { partnerProjectsQuery } from './api/get-partner-projects';
export type { PartnerProjectListQuery } from './api/partner-project-keys';
export { PartnerProjectsPage } from './components/partner-projects-page';
