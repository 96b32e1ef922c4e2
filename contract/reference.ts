import { z } from 'zod';
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

export const DUE_DILIGENCE_SORT_COLUMNS = ['created_at', 'name'] as const;
export const dueDiligenceListQuerySchema = pagingQuery(DUE_DILIGENCE_SORT_COLUMNS);
export const dueDiligencePageSchema = pagedResponse(namedItemSchema.extend({ grants_count: z.number().int() }));
export type DueDiligenceType = z.infer<typeof namedItemSchema> & { grants_count: number };

/** POST /api/DueDiligence and PUT /api/DueDiligence/{id} */
export const namedItemInputSchema = z.object({ name: requiredText('name') });
export type NamedItemInput = z.input<typeof namedItemInputSchema>;
