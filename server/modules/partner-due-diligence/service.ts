import type { Kysely } from 'kysely';
import {
  isDueDiligenceReviewStatus,
  isExpiredOn,
  type DueDiligenceReview,
  type DueDiligenceTypeOption,
  type PartnerDueDiligence,
} from '#contract/partner-due-diligence';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { newDocumentName, storedFileUrl, writeDocument } from '../../platform/documents';
import type { FileStorage } from '../../platform/file-storage';
import {
  allDueDiligenceTypes,
  detachFromDrafts,
  documentsOfNgo,
  findAnyDueDiligenceType,
  findDocumentOfNgo,
  isAttachedBeyondDraft,
  reviewsOfDocuments,
  type DueDiligenceDocumentRow,
} from './repository';
import { validUpload, type DueDiligenceForm } from './upload-form';

/**
 * PartnerOrganisation/DueDiligence: the organisation's eligibility library (docs/decisions/196-due-diligence-library.md).
 * Every user of the organisation reads it; its admin adds and removes documents. Each document shows every funder's
 * review of it, since the organisation answers each of them.
 */

type Db = Kysely<Database>;

type ReviewRow = Awaited<ReturnType<typeof reviewsOfDocuments>>[number];

function toReview(row: ReviewRow): DueDiligenceReview {
  if (!isDueDiligenceReviewStatus(row.status)) throw new Error(`due-diligence review of document ${row.document_id} has an unknown status "${row.status}"`);
  return { donor_name: row.donor_name, status: row.status, comment: row.comment, reviewed_at: row.reviewed_at };
}

async function withReviews(db: Db, rows: DueDiligenceDocumentRow[]): Promise<PartnerDueDiligence[]> {
  const reviews = await reviewsOfDocuments(
    db,
    rows.map((row) => row.id),
  );
  const today = new Date();
  return rows.map((row) => ({
    id: row.id,
    type_id: row.due_diligence_type_id,
    name: row.name,
    file_name: row.file_name,
    url: storedFileUrl(row.stored_name),
    issued_on: row.issued_on,
    expires_on: row.expires_on,
    expired: isExpiredOn(row.expires_on, today),
    reviews: reviews.filter((review) => review.document_id === row.id).map(toReview),
  }));
}

export async function dueDiligenceLibrary(portal: PortalContext, partner: SignedInPartner): Promise<PartnerDueDiligence[]> {
  return withReviews(portal.db, await documentsOfNgo(portal.db, partner.ngoId));
}

/**
 * Every funder's due-diligence types, one per name (case and spaces aside), the lowest id standing for the name: an
 * organisation proves "Registration certificate" once, whichever funder asks for it (decision 196).
 */
export async function dueDiligenceTypeOptions(portal: PortalContext): Promise<DueDiligenceTypeOption[]> {
  const byName = new Map<string, DueDiligenceTypeOption>();
  for (const type of await allDueDiligenceTypes(portal.db)) {
    const key = type.name.trim().toLocaleLowerCase();
    const kept = byName.get(key);
    if (!kept || type.id < kept.id) byName.set(key, { id: type.id, name: type.name.trim() });
  }
  return [...byName.values()].toSorted((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * POST PartnerOrganisation/DueDiligence (admin): a type of any funder's list, the file and its dates. The document is
 * named after its type; the file is written last in the transaction, so a refusal stores nothing.
 */
export async function addDueDiligenceDocument(trx: Db, partner: SignedInPartner, files: FileStorage, form: DueDiligenceForm): Promise<PartnerDueDiligence> {
  const input = validUpload(form);
  const type = await findAnyDueDiligenceType(trx, input.type);
  if (!type) throw fieldError('type', 'invalid');
  const storedName = newDocumentName(input.file);
  const { id } = await trx
    .insertInto('ngo_due_diligences')
    .values({
      ngo_id: partner.ngoId,
      due_diligence_type_id: type.id,
      name: type.name.trim(),
      file_name: input.file.fileName,
      stored_name: storedName,
      mime_type: input.file.mimeType,
      size: input.file.bytes.length,
      issued_on: input.issued_on,
      expires_on: input.expires_on,
      uploaded_by: partner.id,
      uploaded_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const added = await findDocumentOfNgo(trx, partner.ngoId, id);
  if (!added) throw notFound('document');
  await writeDocument(files, trx, storedName, input.file);
  const [document] = await withReviews(trx, [added]);
  if (!document) throw notFound('document');
  return document;
}

/**
 * DELETE PartnerOrganisation/DueDiligence/{id} (admin). Refused (400 related) once a proposal beyond draft holds the
 * document: the funder received it with the proposal (decision 198). Drafts let it go and ask for another. The stored
 * file stays, like a replaced agreement: a proposal's copy may name it.
 */
export async function deleteDueDiligenceDocument(trx: Db, partner: SignedInPartner, documentId: number): Promise<{ id: number }> {
  const document = await findDocumentOfNgo(trx, partner.ngoId, documentId);
  if (!document) throw notFound('document');
  if (document.stored_name) {
    if (await isAttachedBeyondDraft(trx, partner.ngoId, document.stored_name)) throw badRequest('related');
    await detachFromDrafts(trx, partner.ngoId, document.stored_name);
  }
  await trx.deleteFrom('ngo_due_diligences').where('id', '=', document.id).execute();
  return { id: document.id };
}
