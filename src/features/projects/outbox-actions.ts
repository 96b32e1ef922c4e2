/**
 * Every module of this feature that defines outbox actions ('project' and 'monthly-report' records). A record queued
 * before a reload loads this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as addProgressReport from './api/add-progress-report';
export * as deleteProgressReport from './api/delete-progress-report';
export * as reviewProgressReport from './api/review-progress-report';
export * as setBatchStatus from './api/set-batch-status';
export * as updateProjectBatches from './api/update-project-batches';
export * as reviewMonth from './months/api/review-month';
export * as saveMonth from './months/api/save-month';
export * as submitMonth from './months/api/submit-month';
