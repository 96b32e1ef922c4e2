/*
 * What other features may use of the proposal pages: the partner side edits the pages the staff side reviews, and
 * shows their pieces (the work plan's timeline, a risk's level, a document's expiry) as the staff side does.
 */
export { WorkplanTimeline } from './pages/workplan-timeline-view';
export { RiskLevelChip } from './pages/risk-level-chip';
export { RESPONSE_STRATEGY_LABELS, RISK_CATEGORY_LABELS, RISK_IMPACT_LABELS, RISK_LIKELIHOOD_LABELS } from './pages/risk-labels';
export { expiryState, type ExpiryState } from './pages/due-diligence-expiry';
export { PageHeading, PageStack, SectionCard } from './shared/page-section';
export { calendarDay } from './shared/calendar-day';
