import { HandledStatus } from '#contract/errors';
import type { MessageKey, MessageParams } from '#contract/messages';

type FieldProblem = { key: MessageKey; params?: MessageParams };

/**
 * A refusal the API means to give: a status, a message key from the contract's table, and optional per-field
 * problems. It is rendered in the caller's language by the one error handler (error-handler.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields: Record<string, FieldProblem[]> = {},
    /** The X-Error-Code header; the message key unless a field's problem says more. */
    readonly code: string = key,
    /** Seconds for the Retry-After header of a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export function badRequest(key: MessageKey, params?: MessageParams): ApiError {
  return new ApiError(HandledStatus.BadRequest, key, params);
}

/**
 * A 400 that names the field at fault, shaped like a validation failure (generic Message, the specific text in
 * ModelState beside the field), with the specific key in X-Error-Code (e.g. emailTaken, wrongOldPassword).
 */
export function fieldError(field: string, key: MessageKey, params: MessageParams = {}): ApiError {
  return new ApiError(HandledStatus.BadRequest, 'invalidInput', {}, { [field]: [{ key, params: { field, ...params } }] }, key);
}

export function unauthorized(): ApiError {
  return new ApiError(HandledStatus.Unauthorized, 'unauthorized');
}

export function forbidden(): ApiError {
  return new ApiError(HandledStatus.Forbidden, 'accessDenied');
}

/** Also the answer for another funder's entity: its existence is not the caller's business. */
export function notFound(field = 'field'): ApiError {
  return new ApiError(HandledStatus.NotFound, 'notFound', { field });
}
