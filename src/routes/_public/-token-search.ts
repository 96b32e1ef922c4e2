import { z } from 'zod';
import { TOKEN_PURPOSES, type TokenPurpose } from '#contract/enums';

/**
 * The search of the pages a mailed link leads to. A damaged link must show "this link cannot be used", not
 * the router's error page, so nothing here throws: a missing or unknown value becomes undefined.
 * The token is coerced because the router reads an all-digit value as a number.
 */
export const tokenSearch = z.object({
  token: z.coerce.string().optional().catch(undefined),
  purpose: z.coerce
    .number()
    .refine((value): value is TokenPurpose => (TOKEN_PURPOSES as number[]).includes(value))
    .optional()
    .catch(undefined),
});
