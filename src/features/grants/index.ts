export { grantKeys } from './api/grant-keys';
export { GRANT_STATUS_LOOK } from './components/grant-status-chip';
