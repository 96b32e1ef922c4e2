import type { Kysely } from 'kysely';
import { nowIso, toCount } from '../../db/database';
import type { Database } from '../../db/schema';
import { submittedToFunder } from '../proposals/repository';

/** Negotiation comments: the funder's staff write theirs here; the organisation's arrive from its own portal. */

type Db = Kysely<Database>;

function commentsOf(db: Db, proposalId: number) {
  return db
    .selectFrom('negotiation_comments')
    .leftJoin('users', 'users.id', 'negotiation_comments.created_by')
    .selectAll('negotiation_comments')
    .select(['users.name as author_name', 'users.image as author_image'])
    .where('negotiation_comments.proposal_id', '=', proposalId);
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsOf>['executeTakeFirstOrThrow']>>;

/** Oldest first, as a conversation reads. */
export function commentsOfProposal(db: Db, proposalId: number, pageId: number | undefined): Promise<CommentRow[]> {
  let query = commentsOf(db, proposalId);
  if (pageId !== undefined) query = query.where('negotiation_comments.page_id', '=', pageId);
  return query.orderBy('negotiation_comments.created_at').orderBy('negotiation_comments.id').execute();
}

/** One page of the comments across a grant's proposals, newest first, with each proposal's title and code. */
export async function pageCommentsOfGrant(
  db: Db,
  grantId: number,
  page: { page: number; rows: number },
): Promise<{ total: number; rows: (CommentRow & { proposal_title: string; proposal_code: string })[] }> {
  const rows = await db
    .selectFrom('negotiation_comments')
    .innerJoin('proposals', 'proposals.id', 'negotiation_comments.proposal_id')
    .leftJoin('users', 'users.id', 'negotiation_comments.created_by')
    .selectAll('negotiation_comments')
    .select(['users.name as author_name', 'users.image as author_image', 'proposals.title as proposal_title', 'proposals.code as proposal_code'])
    .where('negotiation_comments.grant_id', '=', grantId)
    .where(submittedToFunder)
    .orderBy('negotiation_comments.created_at', 'desc')
    .orderBy('negotiation_comments.id', 'desc')
    .limit(page.rows)
    .offset((page.page - 1) * page.rows)
    .execute();
  const count = await db
    .selectFrom('negotiation_comments')
    .innerJoin('proposals', 'proposals.id', 'negotiation_comments.proposal_id')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('negotiation_comments.grant_id', '=', grantId)
    .where(submittedToFunder)
    .executeTakeFirst();
  return { total: toCount(count?.total), rows };
}

export function findComment(db: Db, proposalId: number, id: number): Promise<CommentRow | undefined> {
  return commentsOf(db, proposalId).where('negotiation_comments.id', '=', id).executeTakeFirst();
}

export type NewComment = { proposal_id: number; donor_id: number; grant_id: number; page_id: number; content: string; type: number; created_by: number };

export async function insertComment(db: Db, values: NewComment): Promise<number> {
  const row = await db
    .insertInto('negotiation_comments')
    .values({ ...values, by_ngo_user: 0, created_at: nowIso(), updated_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateComment(db: Db, id: number, values: { content: string; type: number }): Promise<void> {
  await db
    .updateTable('negotiation_comments')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('negotiation_comments').where('id', '=', id).execute();
}
