import { z } from 'zod';
import { DUE_DILIGENCE_SORT_COLUMNS } from './list-columns';
import { pagingQuery, pagedResponse } from './paging';
import { requiredText } from './validation';

/** Reference lists of spec section 7 ("Programs and reference data"). */

export const currencySchema = z.object({ id: z.number().int(), name: z.string(), symbol: z.string(), code: z.string() });
export type Currency = z.infer<typeof currencySchema>;

/** Countries carry both names; the PWA shows the one of the current language. */
export const countrySchema = z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), code: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A named item of the funder's own lists: due-diligence types, funding types. */
export const namedItemSchema = z.object({ id: z.number().int(), name: z.string(), created_at: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export { DUE_DILIGENCE_SORT_COLUMNS };
export const dueDiligenceListQuerySchema = pagingQuery(DUE_DILIGENCE_SORT_COLUMNS);
/** A due-diligence type as the settings page lists it: how many grants require it (a used one cannot be deleted). */
export const dueDiligenceTypeSchema = namedItemSchema.extend({ grants_count: z.number().int() });
export const dueDiligencePageSchema = pagedResponse(dueDiligenceTypeSchema);
export type DueDiligenceType = z.infer<typeof namedItemSchema> & { grants_count: number };

/** POST /api/DueDiligence and PUT /api/DueDiligence/{id} */
export const namedItemInputSchema = z.object({ name: requiredText('name') });
export type NamedItemInput = z.input<typeof namedItemInputSchema>;

/**
 * GET /api/Program/GetDefaults: what a new grant form starts from. currency_id is the currency of most of the
 * funder's grants, else US dollars, else null; programs is the single program at 100% when the funder has exactly
 * one, else empty. See docs/decisions/062-program-defaults.md.
 */
export const programDefaultsSchema = z.object({
  currency_id: z.number().int().nullable(),
  programs: z.array(z.object({ programId: z.number().int(), percent: z.number() })),
});
export type ProgramDefaults = z.infer<typeof programDefaultsSchema>;

/** The currency a funder without grants starts from. */
export const DEFAULT_CURRENCY_CODE = 'USD';
