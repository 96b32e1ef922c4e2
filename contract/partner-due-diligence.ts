import { z } from 'zod';
import { AGREEMENT_MAX_BYTES, AGREEMENT_MIME_TYPES, COMMENT_MAX_LENGTH } from './constants';
import { issue } from './messages';
import { isoDateField } from './project-tracking';
import { agreementFileProblem } from './proposals';
import { DUE_DILIGENCE_REVIEW_STATUSES, dueDiligenceReviewStatusSchema } from './ngos';
import { optionalText, positiveId, whenComparable } from './validation';

/**
 * The organisation's due-diligence library (issue 13 item 3, docs/decisions/196-due-diligence-library.md): documents
 * that answer the funders' due-diligence types, kept once and attached to every proposal that needs them, and each
 * funder's review of them (docs/decisions/197-due-diligence-reviews.md).
 */

// The review statuses live beside the funder's view of the documents (contract/ngos.ts), which stays light.
export { DUE_DILIGENCE_REVIEW_STATUSES, dueDiligenceReviewStatusSchema, isDueDiligenceReviewStatus, type DueDiligenceReviewStatus } from './ngos';

/** An eligibility paper follows the agreement's file rule (PDF, DOCX, or a PNG/JPEG scan, at most 10 MB). */
export const DUE_DILIGENCE_MIME_TYPES = AGREEMENT_MIME_TYPES;
export const DUE_DILIGENCE_MAX_BYTES = AGREEMENT_MAX_BYTES;
export const dueDiligenceFileProblem = agreementFileProblem;

/** POST PartnerOrganisation/DueDiligence is multipart: the file and these text fields. */
export const DUE_DILIGENCE_UPLOAD_FIELDS = { file: 'file', type: 'type', issuedOn: 'issued_on', expiresOn: 'expires_on' } as const;

/** A calendar date that may be left empty: a paper that does not expire (a registration certificate). */
const optionalIsoDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.iso.date({ error: issue('invalid', { field: 'expires_on' }) }).nullable());

/** The text fields of the upload; the file's rule is dueDiligenceFileProblem, checked on both sides too. */
export const dueDiligenceUploadSchema = z
  .object({
    type: positiveId('type'),
    issued_on: isoDateField('issued_on'),
    expires_on: optionalIsoDate,
  })
  .refine((input) => input.expires_on === null || input.expires_on > input.issued_on, {
    path: ['expires_on'],
    error: issue('after', { field: 'expires_on', other: 'issued_on' }),
    when: whenComparable('issued_on', 'expires_on'),
  });
export type DueDiligenceUploadInput = z.input<typeof dueDiligenceUploadSchema>;

/** GET PartnerOrganisation/DueDiligenceTypes: every funder's due-diligence types, one entry per name. */
export const dueDiligenceTypeOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type DueDiligenceTypeOption = z.infer<typeof dueDiligenceTypeOptionSchema>;

/** One funder's review of a document, as the organisation sees it. */
export const dueDiligenceReviewSchema = z.object({
  donor_name: z.string(),
  status: dueDiligenceReviewStatusSchema,
  comment: z.string().nullable(),
  reviewed_at: z.string(),
});
export type DueDiligenceReview = z.infer<typeof dueDiligenceReviewSchema>;

/** GET PartnerOrganisation/DueDiligence: one document of the library. */
export const partnerDueDiligenceSchema = z.object({
  id: z.number().int(),
  /** The due-diligence type it answers; null for papers kept before types were asked. */
  type_id: z.number().int().nullable(),
  name: z.string(),
  file_name: z.string().nullable(),
  /** The private file's address (src/ui/stored-file-link.tsx opens it). */
  url: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** The expiry date is before today (UTC). */
  expired: z.boolean(),
  reviews: z.array(dueDiligenceReviewSchema),
});
export type PartnerDueDiligence = z.infer<typeof partnerDueDiligenceSchema>;

/** PUT ngo/{id}/due-diligences/{documentId}/Review: a returned document says why. */
export const dueDiligenceReviewInputSchema = z
  .object({
    status: z.enum(DUE_DILIGENCE_REVIEW_STATUSES, { error: issue('invalid', { field: 'status' }) }),
    comment: optionalText('comment', COMMENT_MAX_LENGTH),
  })
  .refine((input) => input.status !== 'returned' || input.comment !== null, {
    path: ['comment'],
    error: issue('required', { field: 'comment' }),
    when: whenComparable('status'),
  });
export type DueDiligenceReviewInput = z.input<typeof dueDiligenceReviewInputSchema>;

/**
 * Whether a library document of type `typeId` may answer the required due diligence `dueDiligenceId` (a
 * due_diligence_types id): one of that type, or one without a type (papers kept before types were asked).
 */
/** Two due-diligence type names name the same paper, case and spaces aside (the library keeps one type per name, decision 196). */
export function sameDueDiligenceType(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * A library document answers a required due diligence when it has no type (papers kept before types were asked) or a
 * type of the same name: the organisation chose the type from every funder's lists, one per name (decision 196).
 */
export function fitsDueDiligence(documentTypeName: string | null, requiredName: string): boolean {
  return documentTypeName === null || sameDueDiligenceType(documentTypeName, requiredName);
}

/** A calendar date (YYYY-MM-DD) before today's in UTC: the document no longer counts. */
export function isExpiredOn(expiresOn: string | null, today: Date = new Date()): boolean {
  return expiresOn !== null && expiresOn < today.toISOString().slice(0, 10);
}
