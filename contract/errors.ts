/**
 * The one error shape of every API answer that is not a success (spec section 8). Written as a type and a
 * guard rather than a zod schema: the PWA reads it on every failed call, and this file must stay light.
 */
export type ApiErrorBody = { Message: string; ModelState?: Record<string, string[]> };

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object' || typeof (value as { Message?: unknown }).Message !== 'string') return false;
  const modelState = (value as { ModelState?: unknown }).ModelState;
  if (modelState === undefined) return true;
  return (
    typeof modelState === 'object' &&
    modelState !== null &&
    Object.values(modelState).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'))
  );
}

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
 * so a client can tell refusals apart without parsing the localized Message.
 */
export const ERROR_CODE_HEADER = 'X-Error-Code';
