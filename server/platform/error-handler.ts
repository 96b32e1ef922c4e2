import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODE_HEADER, HandledStatus, type ApiErrorBody } from '#contract/errors';
import { formatMessage, localizeIssue, type MessageKey } from '#contract/messages';
import type { Locale } from '#contract/enums';
import { ApiError } from './errors';
import { localeFromHeader } from './locale';

type ValidationIssue = { instancePath: string; message?: string };

function modelStateOf(issues: ValidationIssue[], context: string | undefined, locale: Locale): Record<string, string[]> {
  const state: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const key = path.length ? path.join('.') : (context ?? 'field');
    const field = path.filter((segment) => !/^\d+$/.test(segment)).at(-1);
    const text = localizeIssue(issue.message ?? '', locale, field);
    state[key] = [...(state[key] ?? []), text];
  }
  return state;
}

function send(reply: FastifyReply, status: number, key: string, body: ApiErrorBody): FastifyReply {
  reply.header(ERROR_CODE_HEADER, key);
  if (status === HandledStatus.Unauthorized) reply.header('WWW-Authenticate', 'Bearer');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function renderApiError(error: ApiError, locale: Locale): ApiErrorBody {
  const fields = Object.entries(error.fields);
  return {
    Message: formatMessage(error.key, error.params, locale),
    ...(fields.length
      ? { ModelState: Object.fromEntries(fields.map(([field, problems]) => [field, problems.map((p) => formatMessage(p.key, p.params, locale))])) }
      : {}),
  };
}

/** The one place where failures become the API's error shape (spec section 8), in the caller's language. */
export function handleError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = localeFromHeader(request.headers['accept-language']);
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    return send(reply, error.status, error.code, renderApiError(error, locale));
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, HandledStatus.BadRequest, 'invalidInput', {
      Message: formatMessage('invalidInput', {}, locale),
      ModelState: modelStateOf(error.validation, error.validationContext, locale),
    });
  }

  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : HandledStatus.ServerError;
  if (status >= 400 && status < 500) {
    const key: MessageKey =
      status === HandledStatus.PayloadTooLarge ? 'payloadTooLarge' : status === HandledStatus.TooManyRequests ? 'tooManyRequests' : 'invalidInput';
    // Malformed JSON, a wrong content type and the like are still the caller's fault: a 4xx, never a 500.
    const answered = status === 415 || status === 406 ? HandledStatus.BadRequest : status;
    return send(reply, answered, key, { Message: formatMessage(key, {}, locale) });
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, HandledStatus.ServerError, 'somethingWrong', { Message: formatMessage('somethingWrong', {}, locale) });
}

/** Unknown routes under the API's prefixes answer in the same shape. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = localeFromHeader(request.headers['accept-language']);
  const path = request.url.split('?')[0] ?? request.url;
  return send(reply, HandledStatus.NotFound, 'notFound', { Message: formatMessage('notFound', { field: path }, locale) });
}
