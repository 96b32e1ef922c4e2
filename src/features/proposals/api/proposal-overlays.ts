import type { UserInCharge } from '#contract/programs';
import type { Proposal } from '#contract/proposals';

/**
 * What the queued proposal actions carry and what they make the views show before the server answers. Pure,
 * so they are tested without a browser. Decisions (accept, reject, negotiate) have no overlay: spec section 4
 * shows the new status only once the server confirms it; until then the card shows a Pending badge.
 */

/** An installment as it is saved: what the contract's installmentInputSchema reads (existing ones with their id). */
export type InstallmentValues = { id?: number | undefined; title: string; percent: number };

export type ProposalRef = { proposalId: number; grantId: number; title: string };
export type ProposalUsersInChargePayload = ProposalRef & { users: UserInCharge[] };
export type ProposalDecisionPayload = ProposalRef;
/** The agreement travels as the File itself: IndexedDB keeps Blobs, so an acceptance queued offline uploads later. */
export type ProposalAcceptPayload = ProposalRef & { file: Blob; fileName: string; installments: InstallmentValues[] };
export type ProposalBatchesPayload = ProposalRef & { installments: InstallmentValues[] };

export function overlayUsersInCharge(proposal: Proposal, { users }: ProposalUsersInChargePayload): Proposal {
  return { ...proposal, users, usersInCharge: users.map((user) => user.admin_id) };
}

/** Outbox action types of proposals; written once, read by the actions and by the views that look for them. */
export const PROPOSAL_ACTION = {
  usersInCharge: 'proposal.usersInCharge',
  accept: 'proposal.accept',
  reject: 'proposal.reject',
  negotiate: 'proposal.negotiate',
  batches: 'proposal.batches',
} as const;

const DECISION_TYPES: readonly string[] = [PROPOSAL_ACTION.accept, PROPOSAL_ACTION.reject, PROPOSAL_ACTION.negotiate];

/** Whether one of the queued changes decides the proposal's status. */
export function hasPendingDecision(queued: readonly { type: string }[]): boolean {
  return queued.some((change) => DECISION_TYPES.includes(change.type));
}

/**
 * The installments as the user last saved them: the newest queued installments update (or acceptance) of the
 * proposal, or null when none waits and the server's list is the one to show.
 */
export function queuedInstallments(queued: readonly { type: string; payload: unknown }[]): InstallmentValues[] | null {
  for (const change of queued.toReversed()) {
    if (change.type === PROPOSAL_ACTION.batches) return (change.payload as ProposalBatchesPayload).installments;
    if (change.type === PROPOSAL_ACTION.accept) return (change.payload as ProposalAcceptPayload).installments;
  }
  return null;
}
