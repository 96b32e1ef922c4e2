/** The audit trail on screen (decision 164): the History tab of a grant, a proposal or a project, and Settings > Activity. */
export { EntityHistory } from './components/entity-history';
export { ActivityPage } from './components/activity-page';
