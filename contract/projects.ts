import { z } from 'zod';
import { PROJECT_SORT_COLUMNS } from './list-columns';
import { pagedResponse, pagingQuery } from './paging';
import { proposalHeaderShape, proposalStatusParam } from './proposals';

export { PROJECT_SORT_COLUMNS };

/**
 * A project is what an accepted proposal becomes (spec section 3: id, title, code, status, ngo_id and the
 * proposal-like fields). Its status uses the proposal statuses: ongoing from acceptance, then finished,
 * unfinished or stopped. The follow-up (tracking, reports, risks) hangs off it.
 */
export const projectSchema = z.object({
  id: z.number().int(),
  proposal_id: z.number().int(),
  ...proposalHeaderShape,
  /** Share of the installments transferred so far, 0 to 100. */
  progress: z.number(),
  created_at: z.string(),
  version: z.number().int(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuerySchema = pagingQuery(PROJECT_SORT_COLUMNS).extend({
  status: proposalStatusParam.optional(),
  ngo_id: z.coerce.number().int().positive().optional(),
  grant_id: z.coerce.number().int().positive().optional(),
});
export const projectPageSchema = pagedResponse(projectSchema);
