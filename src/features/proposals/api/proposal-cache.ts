import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PROPOSAL_STATUSES, type ProposalStatus } from '#contract/enums';
import type { Paged } from '#contract/paging';
import type { Proposal } from '#contract/proposals';
import { proposalStatusLabel } from '../components/proposal-status';
import { proposalKeys } from './proposal-keys';

/** The outbox's entity name for proposals: the overlays and pending marks of every proposal action. */
export const PROPOSAL_ENTITY = 'proposal';

/** A projects query hangs under this key (the projects feature's own factory starts with it). */
export const PROJECTS_KEY = ['projects'] as const;
/** Organisation queries (their project counts change when a proposal is accepted). */
export const ORGANISATIONS_KEY = ['ngos'] as const;

function isProposal(answer: unknown): answer is Proposal {
  return typeof answer === 'object' && answer !== null && 'id' in answer && 'status' in answer && 'version' in answer;
}

/**
 * An action's answer is the proposal as the server now has it: put it in the detail cache and in every cached
 * list page that shows it, so cards and the detail header change without waiting for a refetch. An answer of
 * another shape (an older server answering `true`) is left to the invalidation that follows.
 */
export function storeProposalAnswer(queryClient: QueryClient, answer: unknown): void {
  if (!isProposal(answer)) return;
  queryClient.setQueryData(proposalKeys.detail(answer.id), answer);
  queryClient.setQueriesData<Paged<Proposal>>({ queryKey: proposalKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item.id === answer.id ? answer : item)) } : page,
  );
}

/** Every proposal write answers the proposal with its new version (contract proposalSchema.version). */
export function versionOfProposal(answer: unknown): number | null {
  return isProposal(answer) && typeof answer.version === 'number' ? answer.version : null;
}

/** The proposal's own keys (its pages hang under the detail) and the lists: what a change to one may have made stale. */
export function proposalQueriesOf(proposalId: number): QueryKey[] {
  return [proposalKeys.lists(), proposalKeys.detail(proposalId)];
}

function isStatus(value: unknown): value is ProposalStatus {
  return (PROPOSAL_STATUSES as readonly unknown[]).includes(value);
}

/** How a conflict shows the server's current proposal beside the queued change; each field read only if there. */
export function summarizeProposal(current: unknown): { label: MessageDescriptor; value: string }[] {
  if (typeof current !== 'object' || current === null) return [];
  const proposal = current as Partial<Proposal>;
  const lines: { label: MessageDescriptor; value: string }[] = [];
  if (typeof proposal.title === 'string') lines.push({ label: msg`Title`, value: proposal.title });
  if (isStatus(proposal.status)) lines.push({ label: msg`Status`, value: i18n._(proposalStatusLabel[proposal.status]) });
  if (Array.isArray(proposal.users)) lines.push({ label: msg`Users in charge`, value: proposal.users.map((user) => user.name).join(', ') });
  return lines;
}

/** Toasts of the server's confirmation reach only the tab the user looks at (every open tab hears of it). */
export function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}
