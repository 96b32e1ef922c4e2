/**
 * Every module of this feature that defines outbox actions ('grant' records). A record queued before a reload loads
 * this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as createGrant from './api/create-grant';
export * as deleteGrant from './api/delete-grant';
export * as dueDiligencesAdd from './api/due-diligences-add';
export * as dueDiligencesRemove from './api/due-diligences-remove';
export * as objectivesAdd from './api/objectives-add';
export * as objectivesDelete from './api/objectives-delete';
export * as objectivesUpdate from './api/objectives-update';
export * as publishGrant from './api/publish-grant';
export * as redraftGrant from './api/redraft-grant';
export * as updateCountries from './api/update-countries';
export * as updateDeadline from './api/update-deadline';
export * as updateGrant from './api/update-grant';
export * as updateUsersInCharge from './api/update-users-in-charge';
