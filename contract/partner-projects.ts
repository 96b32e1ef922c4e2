import { z } from 'zod';
import { PROJECT_STATUSES } from './enums';
import { issue } from './messages';
import { pagedResponse, pagingQuery } from './paging';

/**
 * The organisation's projects (issue 13 item 1; issue 14 builds the workspace): what its accepted proposals became.
 * Path: contract/partner.ts `partnerPaths.projects`. docs/decisions/200-partner-projects-list.md.
 */

/** What a list of the organisation's projects can be sorted by; created_at by default (is_desc=true: newest first). */
export const PARTNER_PROJECT_SORT_COLUMNS = ['created_at', 'title', 'code', 'start_date'] as const;

/** A project's status as stored and sent (every project status is one word, so the wire and client spellings agree). */
export const partnerProjectStatusSchema = z.enum(PROJECT_STATUSES);

/** One row of GET PartnerProject. */
export const partnerProjectSchema = z.object({
  id: z.number().int(),
  proposal_id: z.number().int(),
  title: z.string(),
  code: z.string(),
  donor_name: z.string(),
  grant_title: z.string(),
  status: partnerProjectStatusSchema,
  /** YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  total_budget: z.number(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  /** The agreed installments and how many of them the funder has transferred. */
  installments: z.object({ total: z.number().int(), transferred: z.number().int() }),
  created_at: z.string(),
});
export type PartnerProject = z.infer<typeof partnerProjectSchema>;

export const partnerProjectListQuerySchema = pagingQuery(PARTNER_PROJECT_SORT_COLUMNS).extend({
  status: z.enum(PROJECT_STATUSES, { error: issue('invalid', { field: 'status' }) }).optional(),
});
export type PartnerProjectListQuery = z.input<typeof partnerProjectListQuerySchema>;
export const partnerProjectPageSchema = pagedResponse(partnerProjectSchema);
