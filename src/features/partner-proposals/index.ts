/*
 * The partner's proposals (issue 13 items 4–6): open calls, the organisation's proposals, the editor frame of the
 * twelve pages, submission and negotiation replies. What the routes use; everything else stays inside.
 */
export { partnerCallQuery, partnerCallsQuery } from './api/get-partner-calls';
export { partnerProposalQuery, partnerProposalsQuery } from './api/get-partner-proposals';
export { partnerSectionQuery } from './api/section-actions';
export type { PartnerCallListQuery, PartnerProposalListQuery } from './api/partner-proposal-keys';
export { CallDetail } from './components/call-detail';
export { CallsPage, FILTER_SOURCE_QUERY } from './components/calls-page';
export { PartnerProposalLayout } from './components/partner-proposal-layout';
export { PartnerProposalsPage } from './components/partner-proposals-page';
export { EditorPageView } from './editors/editor-page-view';
export { hasEditor } from './editors/editor-pages';
/*
 * The table editors' kit (decision 191), used by the monthly reports' editor too (decision 205). When a third feature
 * needs it, it moves to src/ui/form.
 */
export { CellNumber, CellText, SaveBar, useIssueText } from './editors/editor-fields';
export { useOutboxSave, useSaveState, type SaveRefusal, type SaveSection } from './editors/editor-save';
export { NO_ISSUES, mergeIssues, sectionIssues, type SectionIssues } from './editors/section-issues';
