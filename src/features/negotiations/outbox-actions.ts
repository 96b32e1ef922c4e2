/**
 * Every module of this feature that defines outbox actions ('negotiation' records). A record queued before a reload loads
 * this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as commentAdd from './api/comment-add';
export * as commentDelete from './api/comment-delete';
export * as commentUpdate from './api/comment-update';
