import { HandledStatus, isApiErrorBody, type ApiErrorBody } from '#contract/errors';

/** Any answer of the API that is not a success. Thrown by the http client, handled in one place (query-client.ts). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** The server's machine-readable reason when it gives one (the X-Error-Code header), e.g. "related". */
  readonly code: string | null;
  /** When a 429 may be tried again: now plus its Retry-After seconds; null without the header. */
  readonly retryAt: Date | null;

  constructor(status: number, body: ApiErrorBody, code: string | null, retryAfter: number | null = null) {
    super(body.Message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = code;
    this.retryAt = retryAfter === null ? null : new Date(Date.now() + retryAfter * 1000);
  }

  /** The 400 warning of spec section 8: the message, then each field's messages, joined with ' | '. */
  get displayText(): string {
    const fieldMessages = Object.values(this.body.ModelState ?? {}).flat();
    return [this.body.Message, ...fieldMessages].filter(Boolean).join(' | ');
  }

  get isRelated(): boolean {
    return this.status === HandledStatus.BadRequest && this.code === 'related';
  }
}

/** The request never got an answer: offline, DNS, connection reset. Retried, never shown as a server error. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network unreachable', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A success (2xx) whose body could not be read: cut by a proxy, an empty body announced as JSON, a decoding that
 * failed. The server did what was asked; only its answer is missing (issue 17: a change saved, then shown as refused).
 */
export class UnreadableAnswerError extends Error {
  readonly status: number;

  constructor(status: number, cause: unknown) {
    super(`The ${status} answer could not be read`, { cause });
    this.name = 'UnreadableAnswerError';
    this.status = status;
  }
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: ApiErrorBody = { Message: response.statusText || String(response.status) };
  try {
    const parsed: unknown = await response.json();
    if (isApiErrorBody(parsed)) body = parsed;
  } catch {
    // A proxy's HTML error page or an empty body: keep the status text.
  }
  return new ApiError(response.status, body, response.headers.get('X-Error-Code'), retryAfterSeconds(response.headers.get('Retry-After')));
}

/** Retry-After in seconds (the server's form) or as an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - Date.now()) / 1000));
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The page guard's refusal, shown by the router's error component as the 403 page. */
export function forbidden(): ApiError {
  return new ApiError(HandledStatus.Forbidden, { Message: 'Forbidden' }, null);
}
