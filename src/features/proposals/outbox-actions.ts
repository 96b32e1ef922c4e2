/**
 * Every module of this feature that defines outbox actions ('proposal' and 'negotiation' records). A record queued
 * before a reload loads this file, and only this file, to find its action (src/offline/outbox-action-modules.ts;
 * docs/decisions/210-precache-in-few-files.md).
 */
export * as acceptProposal from './api/accept-proposal';
export * as setProposalStatus from './api/set-proposal-status';
export * as updateProposalBatches from './api/update-proposal-batches';
export * as updateProposalUsersInCharge from './api/update-proposal-users-in-charge';
export * as commentAdd from './negotiation/api/comment-add';
export * as commentDelete from './negotiation/api/comment-delete';
export * as commentUpdate from './negotiation/api/comment-update';
