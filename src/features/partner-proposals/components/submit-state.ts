import { canPartnerEdit, canPartnerSubmit, isDeadlinePassed, todayIso, type PartnerProposal } from '#contract/partner-proposals';
import type { NgoRole } from '#contract/partner';
import { isComplete } from '#contract/proposal-completeness';

/** Why Submit is offered but cannot be pressed yet: a page is incomplete, or the draft's deadline has passed. */
export type SubmitBlock = 'incomplete' | 'deadline' | null;
export type SubmitState = { shown: boolean; enabled: boolean; block: SubmitBlock };

/**
 * Submit (issue 13 item 5): shown to the organisation's admin while the proposal is a draft or under negotiation,
 * enabled only when every page is complete and, for a draft, the deadline has not passed — the contract's rule,
 * which the server applies again (a member never sees it; the server refuses one anyway).
 */
export function submitState(
  proposal: Pick<PartnerProposal, 'status' | 'completeness'> & { grant: Pick<PartnerProposal['grant'], 'deadline'> },
  role: NgoRole | undefined,
  today: string = todayIso(),
): SubmitState {
  const shown = role === 'admin' && canPartnerEdit(proposal.status);
  const complete = isComplete(proposal.completeness);
  const enabled = shown && canPartnerSubmit(proposal.status, proposal.grant.deadline, complete, today);
  const block: SubmitBlock = !shown || enabled ? null : !complete ? 'incomplete' : proposal.status === 'draft' && isDeadlinePassed(proposal.grant.deadline, today) ? 'deadline' : null;
  return { shown, enabled, block };
}
