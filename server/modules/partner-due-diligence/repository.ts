import type { Kysely } from 'kysely';
import { proposalStatusToWire } from '#contract/enums';
import type { Database } from '../../db/schema';

/**
 * The organisations' due-diligence documents and the funders' reviews of them (migration 016). Repository functions
 * take the database or the action's transaction first, and answer rows; the services shape them.
 */

type Db = Kysely<Database>;

function documentsQuery(db: Db) {
  return db
    .selectFrom('ngo_due_diligences')
    .select([
      'ngo_due_diligences.id',
      'ngo_due_diligences.ngo_id',
      'ngo_due_diligences.due_diligence_type_id',
      'ngo_due_diligences.name',
      'ngo_due_diligences.file_name',
      'ngo_due_diligences.stored_name',
      'ngo_due_diligences.issued_on',
      'ngo_due_diligences.expires_on',
    ]);
}
export type DueDiligenceDocumentRow = Awaited<ReturnType<ReturnType<typeof documentsQuery>['executeTakeFirstOrThrow']>>;

/** The organisation's documents, oldest first (the order they were kept in). */
export function documentsOfNgo(db: Db, ngoId: number): Promise<DueDiligenceDocumentRow[]> {
  return documentsQuery(db).where('ngo_due_diligences.ngo_id', '=', ngoId).orderBy('ngo_due_diligences.id').execute();
}

export function findDocumentOfNgo(db: Db, ngoId: number, documentId: number): Promise<DueDiligenceDocumentRow | undefined> {
  return documentsQuery(db).where('ngo_due_diligences.ngo_id', '=', ngoId).where('ngo_due_diligences.id', '=', documentId).executeTakeFirst();
}

/** PARTNER_SCOPES: another organisation's document answers 404 like a missing one. */
export async function isDocumentOfNgo(db: Db, ngoId: number, documentId: number): Promise<boolean> {
  return (await findDocumentOfNgo(db, ngoId, documentId)) !== undefined;
}

/** Every review of the documents, with the reviewing funder's name; the organisation sees them all. */
export function reviewsOfDocuments(db: Db, documentIds: readonly number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ngo_due_diligence_reviews')
    .innerJoin('donors', 'donors.id', 'ngo_due_diligence_reviews.donor_id')
    .select([
      'ngo_due_diligence_reviews.document_id',
      'donors.name as donor_name',
      'ngo_due_diligence_reviews.status',
      'ngo_due_diligence_reviews.comment',
      'ngo_due_diligence_reviews.reviewed_at',
    ])
    .where('ngo_due_diligence_reviews.document_id', 'in', documentIds)
    .orderBy('donors.name')
    .orderBy('ngo_due_diligence_reviews.id')
    .execute();
}

/** One funder's reviews of the documents, with the reviewer's name (null once that user is gone). */
export function funderReviewsOfDocuments(db: Db, donorId: number, documentIds: readonly number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ngo_due_diligence_reviews')
    .leftJoin('users', 'users.id', 'ngo_due_diligence_reviews.reviewed_by')
    .select([
      'ngo_due_diligence_reviews.document_id',
      'ngo_due_diligence_reviews.status',
      'ngo_due_diligence_reviews.comment',
      'ngo_due_diligence_reviews.reviewed_at',
      'users.name as reviewer_name',
    ])
    .where('ngo_due_diligence_reviews.donor_id', '=', donorId)
    .where('ngo_due_diligence_reviews.document_id', 'in', documentIds)
    .execute();
}

/** Replaces the funder's review of the document (one per document and funder). */
export async function saveReview(
  db: Db,
  review: { documentId: number; donorId: number; status: string; comment: string | null; reviewedBy: number; reviewedAt: string },
): Promise<void> {
  await db
    .deleteFrom('ngo_due_diligence_reviews')
    .where('document_id', '=', review.documentId)
    .where('donor_id', '=', review.donorId)
    .execute();
  await db
    .insertInto('ngo_due_diligence_reviews')
    .values({
      document_id: review.documentId,
      donor_id: review.donorId,
      status: review.status,
      comment: review.comment,
      reviewed_by: review.reviewedBy,
      reviewed_at: review.reviewedAt,
    })
    .execute();
}

/** Every funder's due-diligence types, sorted by name; the service keeps one per name. */
export function allDueDiligenceTypes(db: Db) {
  return db.selectFrom('due_diligence_types').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export function findAnyDueDiligenceType(db: Db, id: number) {
  return db.selectFrom('due_diligence_types').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/**
 * The organisation's proposals, other than drafts, that hold the document's file among their due diligences: a
 * funder has received it there (or is reading it now), so the library keeps it (docs/decisions/198-*).
 */
export async function isAttachedBeyondDraft(db: Db, ngoId: number, storedName: string): Promise<boolean> {
  const row = await db
    .selectFrom('proposal_due_diligences')
    .innerJoin('proposals', 'proposals.id', 'proposal_due_diligences.proposal_id')
    .select('proposals.id')
    .where('proposals.ngo_id', '=', ngoId)
    .where('proposals.status', '!=', proposalStatusToWire('draft'))
    .where('proposal_due_diligences.stored_name', '=', storedName)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the document off the organisation's drafts, whose due-diligence page then asks for another. */
export async function detachFromDrafts(db: Db, ngoId: number, storedName: string): Promise<void> {
  await db
    .deleteFrom('proposal_due_diligences')
    .where('stored_name', '=', storedName)
    .where('proposal_id', 'in', (eb) =>
      eb.selectFrom('proposals').select('proposals.id').where('proposals.ngo_id', '=', ngoId).where('proposals.status', '=', proposalStatusToWire('draft')),
    )
    .execute();
}
