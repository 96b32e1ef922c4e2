import type { CurrentUser } from '#contract/auth';
import { canComment, isInChargeOfProposal, type Proposal } from '#contract/proposals';

/** Why the signed-in user may not write comments, most fundamental first; null when they may. */
export type CommentingBlock = 'status' | 'permission' | 'inCharge';

/**
 * Spec sections 4 and 6: comments are written while the proposal is under negotiation, by a user with
 * manage_grants who is in charge of the proposal or of its grant. The server applies the same rules.
 */
export function commentingBlock(
  proposal: Pick<Proposal, 'status' | 'usersInCharge' | 'grantUsers'>,
  me: Pick<CurrentUser, 'id' | 'permissions'>,
): CommentingBlock | null {
  if (!canComment(proposal.status)) return 'status';
  if (!me.permissions.includes('manage_grants')) return 'permission';
  if (!isInChargeOfProposal(proposal, me.id)) return 'inCharge';
  return null;
}

/**
 * Spec section 6: only a comment's author edits or deletes it, and never an organisation user's comment here.
 * A comment waiting for the server (no id yet, or a change queued) is left alone until it is answered.
 */
export function canChangeComment(
  comment: { id: number | null; by_ngo_user: boolean; created_by: number | null; pending: boolean },
  me: Pick<CurrentUser, 'id'>,
  commenting: boolean,
): boolean {
  return commenting && comment.id !== null && !comment.pending && !comment.by_ngo_user && comment.created_by === me.id;
}
