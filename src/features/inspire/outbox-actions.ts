/**
 * Every module of this feature that defines outbox actions ('story' records). A record queued before a reload loads
 * this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as featureStory from './api/feature-story';
