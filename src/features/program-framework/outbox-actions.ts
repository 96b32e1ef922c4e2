/**
 * Every module of this feature that defines outbox actions ('program-framework' records). A record queued before a reload loads
 * this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as createFrameworkItem from './api/create-framework-item';
export * as deleteFrameworkItem from './api/delete-framework-item';
export * as updateFrameworkItem from './api/update-framework-item';
