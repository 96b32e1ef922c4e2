/**
 * Every module of this feature that defines outbox actions ('monthly-report' records). A record queued before a reload loads
 * this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as reviewMonth from './api/review-month';
export * as saveMonth from './api/save-month';
export * as submitMonth from './api/submit-month';
