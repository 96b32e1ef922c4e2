import type { PartnerProposal } from '#contract/partner-proposals';

/**
 * What the editor frame gives each of the twelve page editors (editor-pages.ts): the proposal as displayed (queued
 * changes laid over, so its version is the one the user edits) and whether the partner may change it now
 * (`can_edit` false: submitted or decided, and not under negotiation).
 */
export type EditorProps = { proposal: PartnerProposal; readOnly: boolean };
