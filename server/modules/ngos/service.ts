import type { Ngo, NgoContact, NgoDueDiligence } from '#contract/ngos';
import { isDueDiligenceReviewStatus, isExpiredOn, type DueDiligenceReviewInput } from '#contract/partner-due-diligence';
import type { Paged } from '#contract/paging';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { storedFileUrl } from '../../platform/documents';
import { notFound } from '../../platform/errors';
import { nowIso } from '../../db/database';
import { findDocumentOfNgo, funderReviewsOfDocuments, saveReview } from '../partner-due-diligence/repository';
import { contactsOfNgo, dueDiligencesOfNgo, findNgo, pageNgos, type NgoListFilter, type NgoRow } from './repository';

/** Reads open to all the funder's staff; an organisation that never applied to the funder answers 404. */

type Db = PortalContext['db'];

function toNgo(row: NgoRow): Ngo {
  return {
    id: row.id,
    name: row.name,
    shortcut: row.shortcut,
    description: row.description,
    country_id: row.country_id,
    coun_name: row.country_name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    created_at: row.created_at,
    proposals_count: row.proposals_count,
    projects_count: row.projects_count,
  };
}

async function loadNgo(db: Db, donorId: number, id: number): Promise<Ngo> {
  const row = await findNgo(db, donorId, id);
  if (!row) throw notFound('ngo');
  return toNgo(row);
}

export async function ngosPage(portal: PortalContext, staff: SignedInStaff, query: NgoListFilter): Promise<Paged<Ngo>> {
  const { total, rows } = await pageNgos(portal.db, staff.donorId, query);
  return { total, data: rows.map(toNgo) };
}

export function ngoById(portal: PortalContext, staff: SignedInStaff, id: number): Promise<Ngo> {
  return loadNgo(portal.db, staff.donorId, id);
}

export async function ngoContacts(portal: PortalContext, staff: SignedInStaff, id: number): Promise<NgoContact[]> {
  await loadNgo(portal.db, staff.donorId, id);
  return contactsOfNgo(portal.db, id);
}

/** The organisation's documents, each with the caller's funder's review only (docs/decisions/197-due-diligence-reviews.md). */
async function dueDiligencesForFunder(db: Db, donorId: number, ngoId: number): Promise<NgoDueDiligence[]> {
  const rows = await dueDiligencesOfNgo(db, ngoId);
  const reviews = await funderReviewsOfDocuments(
    db,
    donorId,
    rows.map((row) => row.id),
  );
  const today = new Date();
  return rows.map((row) => {
    const review = reviews.find((candidate) => candidate.document_id === row.id);
    if (review && !isDueDiligenceReviewStatus(review.status)) throw new Error(`due-diligence review of document ${row.id} has an unknown status "${review.status}"`);
    return {
      id: row.id,
      name: row.name,
      file_url: storedFileUrl(row.stored_name),
      file_name: row.file_name,
      issued_on: row.issued_on,
      expires_on: row.expires_on,
      type_id: row.due_diligence_type_id,
      expired: isExpiredOn(row.expires_on, today),
      review:
        review && isDueDiligenceReviewStatus(review.status)
          ? { status: review.status, comment: review.comment, reviewed_at: review.reviewed_at, reviewer_name: review.reviewer_name }
          : null,
    };
  });
}

export async function ngoDueDiligences(portal: PortalContext, staff: SignedInStaff, id: number): Promise<NgoDueDiligence[]> {
  await loadNgo(portal.db, staff.donorId, id);
  return dueDiligencesForFunder(portal.db, staff.donorId, id);
}

/**
 * PUT ngo/{id}/due-diligences/{documentId}/Review: the caller's funder accepts the document or returns it with a
 * comment, replacing its earlier review; other funders' reviews are theirs. Answers the document as this funder sees it.
 */
export async function reviewNgoDueDiligence(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  documentId: number,
  input: { status: DueDiligenceReviewInput['status']; comment: string | null },
): Promise<NgoDueDiligence> {
  await loadNgo(trx, staff.donorId, id);
  const document = await findDocumentOfNgo(trx, id, documentId);
  if (!document) throw notFound('document');
  await saveReview(trx, {
    documentId: document.id,
    donorId: staff.donorId,
    status: input.status,
    // An accepted document carries no comment: the last return's reason no longer applies.
    comment: input.status === 'returned' ? input.comment : null,
    reviewedBy: staff.id,
    reviewedAt: nowIso(),
  });
  const reviewed = (await dueDiligencesForFunder(trx, staff.donorId, id)).find((row) => row.id === document.id);
  if (!reviewed) throw notFound('document');
  return reviewed;
}
