/*
 * What other features may use of proposals. The partner side edits the pages the staff side reviews and shows their
 * pieces (the work plan's timeline, a risk's level, a document's expiry) as the staff side does; both sides attach
 * documents under the private-file rule.
 */
export { AgreementFileField } from './components/agreement-file-field';
export { WorkplanTimeline } from './detail/pages/workplan-timeline-view';
export { RiskLevelChip } from './detail/pages/risk-level-chip';
export { RESPONSE_STRATEGY_LABELS, RISK_CATEGORY_LABELS, RISK_IMPACT_LABELS, RISK_LIKELIHOOD_LABELS } from './detail/pages/risk-labels';
export { expiryState, type ExpiryState } from './detail/pages/due-diligence-expiry';
export { proposalsQuery } from './api/get-proposals';
export { isPageVisible } from './api/proposal-cache';
export { proposalKeys } from './api/proposal-keys';
export { type InstallmentValues } from './api/proposal-overlays';
export { AGREEMENT_ACCEPT, withDocumentType } from './components/agreement-file';
export { InstallmentsDialogFrame, InstallmentsEditor } from './components/installments-dialog';
export { draftsFromBatches, draftsFromValues } from './components/installments-draft';
export { useDurationText } from './components/proposal-duration';
export { ProposalGrantFilter } from './components/proposal-grant-filter';
export { ProposalPeriodNote } from './components/proposal-period-note';
export { proposalStatusLabel } from './components/proposal-status';
export { ProposalStatusChip } from './components/proposal-status-chip';
export { ProposalStatusFilter } from './components/proposal-status-filter';
export { PROPOSAL_PAGE_ICONS } from './detail/layout/proposal-page-icons';
export { CountryBudgetPeriodFacts } from './detail/layout/proposal-header-facts';
export { useCurrentProposalPage } from './detail/layout/use-current-page';
export { NO_RISK_FILTER, type RiskFilter } from './detail/pages/risk-filters';
export { impactLabel, levelLook, likelihoodLabel, type RiskLevelColor } from './detail/pages/risk-labels';
export { RiskRegister } from './detail/pages/risk-register';
export { RiskTable, type RiskColumn } from './detail/pages/risk-table';
export { RiskStatsCard } from './detail/pages/risk-stats-card';
export { timelineMarker, timelineMonths } from './detail/pages/workplan-timeline';
export { TimelineGrid, type TimelineBarSpec, type TimelineBarTone, type TimelineRow } from './detail/pages/workplan-timeline-view';
export { PROPOSAL_PAGE_LABELS } from './detail/proposal-page-labels';
export { shownFromServer, type ShownComment } from './negotiation/api/comments-overlay';
export { negotiationCommentsOf } from './negotiation/api/get-negotiation-comments';
export { CommentItem } from './negotiation/components/comment-item';
