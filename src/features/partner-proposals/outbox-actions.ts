/**
 * Every module of this feature that defines outbox actions ('partner-proposal' records). A record queued before a reload loads
 * this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as applyToCall from './api/apply-to-call';
export * as documentActions from './api/document-actions';
export * as dueDiligenceActions from './api/due-diligence-actions';
export * as negotiationReplies from './api/negotiation-replies';
export * as riskActions from './api/risk-actions';
export * as sectionActions from './api/section-actions';
export * as submitProposal from './api/submit-proposal';
export * as updateProposalHeader from './api/update-proposal-header';
