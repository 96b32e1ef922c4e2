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
