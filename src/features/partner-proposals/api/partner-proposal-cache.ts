import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PROPOSAL_PAGES, PROPOSAL_STATUSES, type ProposalStatus } from '#contract/enums';
import type { PartnerProposal } from '#contract/partner-proposals';
import { proposalStatusLabel } from '@/features/proposals';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposals';
import { partnerCallKeys, partnerProposalKeys } from './partner-proposal-keys';

/** The outbox's entity name for the organisation's own proposals (their pages, header, submission and replies). */
export const PARTNER_PROPOSAL_ENTITY = 'partner-proposal';

function isPartnerProposal(answer: unknown): answer is PartnerProposal {
  return typeof answer === 'object' && answer !== null && 'id' in answer && 'completeness' in answer && 'version' in answer;
}

/**
 * Every write on a proposal answers the proposal as the server now has it (new version, completeness, what may be
 * done next): put it in the detail cache so the header, the side menu's marks and Submit change at once.
 */
export function storePartnerProposalAnswer(queryClient: QueryClient, answer: unknown): void {
  if (!isPartnerProposal(answer)) return;
  queryClient.setQueryData(partnerProposalKeys.detail(answer.id), answer);
}

export function versionOfPartnerProposal(answer: unknown): number | null {
  return isPartnerProposal(answer) ? answer.version : null;
}

/** What a change to one proposal may have made stale: the proposal (with its pages), the lists, and the calls (their "my proposal"). */
export function partnerProposalQueriesOf(proposalId: number): QueryKey[] {
  return [partnerProposalKeys.detail(proposalId), partnerProposalKeys.lists(), partnerCallKeys.all];
}

function isStatus(value: unknown): value is ProposalStatus {
  return (PROPOSAL_STATUSES as readonly unknown[]).includes(value);
}

/** A conflict shows the server's proposal beside the queued change: its title, status and the pages still incomplete. */
export function summarizePartnerProposal(current: unknown): Array<{ label: MessageDescriptor; value: string }> {
  if (typeof current !== 'object' || current === null) return [];
  const proposal = current as Partial<PartnerProposal>;
  const lines: Array<{ label: MessageDescriptor; value: string }> = [];
  if (typeof proposal.title === 'string') lines.push({ label: msg`Title`, value: proposal.title });
  if (isStatus(proposal.status)) lines.push({ label: msg`Status`, value: i18n._(proposalStatusLabel[proposal.status]) });
  if (proposal.completeness && typeof proposal.completeness === 'object') {
    const completeness = proposal.completeness;
    const incomplete = PROPOSAL_PAGES.filter((page) => completeness[page] === false).map((page) => i18n._(PROPOSAL_PAGE_LABELS[page]));
    lines.push({ label: msg`Pages still incomplete`, value: incomplete.length > 0 ? incomplete.join(', ') : i18n._(msg`none`) });
  }
  return lines;
}
