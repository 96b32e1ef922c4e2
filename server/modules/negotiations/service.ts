import { CommentType, type Operation } from '#contract/enums';
import { HandledStatus } from '#contract/errors';
import type { Paged } from '#contract/paging';
import { canComment, type GrantNegotiationComment, type NegotiationComment, type Proposal } from '#contract/proposals';
import type { DeletedResponse } from '#contract/responses';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { imageUrl } from '../../platform/images';
import { negotiationEvent, staffCommentForPartnerEvent } from '../notifications/events';
import { proposalForChange } from '../proposals/proposal-actions';
import { loadProposal } from '../proposals/service';
import { isGrantOfDonor } from '../proposals/repository';
import { commentsOfProposal, pageCommentsOfGrant, deleteComment, findComment, insertComment, updateComment, type CommentRow } from './repository';

/**
 * Negotiation comments of a proposal (spec sections 2 and 4). Every staff member of the funder reads them; writing
 * needs manage_grants, the caller in charge and the proposal under negotiation; only the author edits or deletes,
 * and an organisation's comment is never changed from here.
 */

type Db = PortalContext['db'];

type CommentTypeValue = NegotiationComment['type'];

function asCommentType(value: number): CommentTypeValue {
  const known = Object.values(CommentType).find((type) => type === value);
  return known ?? CommentType.Normal;
}

export function toComment(row: CommentRow): NegotiationComment {
  const byOrganisation = row.by_ngo_user === 1;
  return {
    id: row.id,
    content: row.content,
    type: asCommentType(row.type),
    page_id: row.page_id,
    proj_id: row.proposal_id,
    don_id: row.donor_id,
    grant_id: row.grant_id,
    by_ngo_user: byOrganisation,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    name: (byOrganisation ? row.ngo_user_name : row.author_name) ?? '',
    email: byOrganisation ? row.ngo_user_email : null,
    profile: byOrganisation ? null : imageUrl(row.author_image),
  };
}

export async function proposalComments(portal: PortalContext, staff: SignedInStaff, id: number, pageId: number | undefined): Promise<NegotiationComment[]> {
  await loadProposal(portal.db, staff.donorId, id);
  return (await commentsOfProposal(portal.db, id, pageId)).map(toComment);
}

/** GET DonorGrant/{id}/ProposalNegotiations: every staff member of the funder reads them, as they read each proposal's. */
export async function grantComments(
  portal: PortalContext,
  staff: SignedInStaff,
  grantId: number,
  page: { page: number; rows: number },
): Promise<Paged<GrantNegotiationComment>> {
  if (!(await isGrantOfDonor(portal.db, staff.donorId, grantId))) throw notFound('grant');
  const { total, rows } = await pageCommentsOfGrant(portal.db, grantId, page);
  return { total, data: rows.map((row) => ({ ...toComment(row), proposal_title: row.proposal_title, proposal_code: row.proposal_code })) };
}

async function loadComment(trx: Db, proposalId: number, id: number): Promise<NegotiationComment> {
  const row = await findComment(trx, proposalId, id);
  if (!row) throw notFound('comment');
  return toComment(row);
}

/** Only the staff member who wrote a comment may change it; an organisation's comment belongs to the organisation. */
async function ownComment(trx: Db, staff: SignedInStaff, proposalId: number, id: number): Promise<NegotiationComment> {
  const comment = await loadComment(trx, proposalId, id);
  if (comment.by_ngo_user || comment.created_by !== staff.id) throw new ApiError(HandledStatus.Forbidden, 'onlyAuthor', { field: 'comment' });
  return comment;
}

async function recordChange(trx: Db, staff: SignedInStaff, proposal: Proposal, comment: NegotiationComment, operation: Operation): Promise<void> {
  await writeAudit(trx, {
    donorId: staff.donorId,
    userId: staff.id,
    entity: 'negotiation',
    entityId: comment.id,
    operation,
    details: { proposal_id: proposal.id, page_id: comment.page_id, type: comment.type, content: comment.content },
  });
  const about = { id: proposal.id, grantId: proposal.grant_id, title: proposal.title, usersInCharge: proposal.usersInCharge };
  await negotiationEvent(trx, staff, about, operation, comment.page_id);
}

export type CommentInput = { proj_id: number; page_id: number; grant_id: number; content: string; type: CommentTypeValue };

export async function addComment(trx: Db, staff: SignedInStaff, id: number, input: CommentInput): Promise<NegotiationComment> {
  const proposal = await proposalForChange(trx, staff, id, { allowedIn: canComment });
  // The body repeats what the path says (spec section 7); a mismatch is a client bug worth refusing, not guessing.
  if (input.proj_id !== proposal.id) throw fieldError('proj_id', 'invalid', { field: 'proposal' });
  if (input.grant_id !== proposal.grant_id) throw fieldError('grant_id', 'invalid', { field: 'grant' });
  const commentId = await insertComment(trx, {
    proposal_id: proposal.id,
    donor_id: staff.donorId,
    grant_id: proposal.grant_id,
    page_id: input.page_id,
    content: input.content,
    type: input.type,
    created_by: staff.id,
  });
  const comment = await loadComment(trx, proposal.id, commentId);
  await recordChange(trx, staff, proposal, comment, 'Add');
  await staffCommentForPartnerEvent(trx, staff, { id: proposal.id, grantId: proposal.grant_id, title: proposal.title, ngoId: proposal.ngo_id }, comment.page_id);
  return comment;
}

export async function editComment(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  commentId: number,
  input: { content: string; type: CommentTypeValue },
): Promise<NegotiationComment> {
  const proposal = await proposalForChange(trx, staff, id, { allowedIn: canComment });
  await ownComment(trx, staff, proposal.id, commentId);
  await updateComment(trx, commentId, { content: input.content, type: input.type });
  const comment = await loadComment(trx, proposal.id, commentId);
  await recordChange(trx, staff, proposal, comment, 'Update');
  return comment;
}

export async function removeComment(trx: Db, staff: SignedInStaff, id: number, commentId: number): Promise<DeletedResponse> {
  const proposal = await proposalForChange(trx, staff, id, { allowedIn: canComment });
  const comment = await ownComment(trx, staff, proposal.id, commentId);
  await deleteComment(trx, commentId);
  await recordChange(trx, staff, proposal, comment, 'Delete');
  return { id: commentId };
}
