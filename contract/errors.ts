import { z } from 'zod';

/** The one error shape of every API answer that is not a success (spec section 8). */
export const apiErrorSchema = z.object({
  Message: z.string(),
  ModelState: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Status codes the client reacts to, each in one place (src/lib/api-error.ts). */
export const HandledStatus = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  Gone: 410,
  PreconditionFailed: 412,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  ServerError: 500,
  GatewayTimeout: 504,
} as const;

/** A delete refused because other rows point at the entity carries this word in its message key (spec section 8). */
export const RELATED_ERROR_CODE = 'related';

/**
 * Every error answer also names its message key in this header (e.g. `related`, `tokenExpired`, `emailTaken`),
 * so a client can tell refusals apart without parsing the localized Message. Added by the server work (issue 1).
 */
export const ERROR_CODE_HEADER = 'X-Error-Code';
