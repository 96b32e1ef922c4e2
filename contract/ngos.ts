import { z } from 'zod';
import { NGO_SORT_COLUMNS } from './list-columns';
import { pagedResponse, pagingQuery } from './paging';

export { NGO_SORT_COLUMNS };

/**
 * Partner organisations (NGOs) register in their own portal; a funder sees those that have submitted at least one
 * proposal to its grants (docs/decisions/122-organisations-scope.md). Read-only here.
 */
export const ngoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortcut: z.string().nullable(),
  description: z.string().nullable(),
  country_id: z.number().int().nullable(),
  coun_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  created_at: z.string(),
  /** Proposals to this funder's grants, and projects with this funder. */
  proposals_count: z.number().int(),
  projects_count: z.number().int(),
});
export type Ngo = z.infer<typeof ngoSchema>;

export const ngoListQuerySchema = pagingQuery(NGO_SORT_COLUMNS).extend({
  country_id: z.coerce.number().int().positive().optional(),
});
export const ngoPageSchema = pagedResponse(ngoSchema);

/** GET ngo/{id}/Contacts */
export const ngoContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type NgoContact = z.infer<typeof ngoContactSchema>;

/** A funder's review of an organisation's document (docs/decisions/197-due-diligence-reviews.md). */
export const DUE_DILIGENCE_REVIEW_STATUSES = ['accepted', 'returned'] as const;
export type DueDiligenceReviewStatus = (typeof DUE_DILIGENCE_REVIEW_STATUSES)[number];
export const dueDiligenceReviewStatusSchema = z.enum(DUE_DILIGENCE_REVIEW_STATUSES);

export function isDueDiligenceReviewStatus(value: string): value is DueDiligenceReviewStatus {
  return (DUE_DILIGENCE_REVIEW_STATUSES as readonly string[]).includes(value);
}

/** GET ngo/{id}/due-diligences: documents the organisation keeps on file (registration, audits, policies). */
export const ngoDueDiligenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_url: z.string().nullable(),
  file_name: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** The due-diligence type it answers (a type of any funder); null for papers kept before types were asked. */
  type_id: z.number().int().nullable(),
  /** The expiry date is before today (UTC). */
  expired: z.boolean(),
  /** The caller's funder's review; another funder's stays its own (docs/decisions/197-due-diligence-reviews.md). */
  review: z
    .object({ status: dueDiligenceReviewStatusSchema, comment: z.string().nullable(), reviewed_at: z.string(), reviewer_name: z.string().nullable() })
    .nullable(),
});
export type NgoDueDiligence = z.infer<typeof ngoDueDiligenceSchema>;
