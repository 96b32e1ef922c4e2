import { TOKEN_PATH } from '#contract/api-base';
import { ApiError, NetworkError, UnreadableAnswerError, apiErrorFromResponse } from './api-error';
import { apiBase, apiOrigin, readApiBase } from './config';
import { getLocale } from './i18n';
import { getSession } from './session';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads). */
  multipart?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Arrays go as `key[]=a&key[]=b` (spec section 7). */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The method, headers (token, language) and body of a request to the portal, whatever sends it. */
export function portalRequest(options: RequestOptions): { method: string; headers: Record<string, string>; body: string | FormData | undefined } {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLocale(), ...options.headers };
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  }
  return { method: options.method ?? 'GET', headers, body };
}

/** One request with the portal's headers (token, language); callers read the response themselves. */
export async function send(url: string, options: RequestOptions): Promise<Response> {
  const { method, headers, body } = portalRequest(options);
  try {
    return await fetch(url, { method, headers, body, signal: options.signal ?? null });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause);
  }
}

/**
 * Answers are typed with the contract's types but not parsed again here: the server serialises every response
 * through the same zod schemas, and keeping zod out of the read path keeps it off the first load
 * (docs/decisions/008-bundle-budgets.md).
 */
export async function readAnswer<Answer>(response: Response): Promise<Answer> {
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.status === 204) return undefined as Answer;
  const type = response.headers.get('Content-Type') ?? '';
  try {
    return (type.includes('json') ? await response.json() : await response.text()) as Answer;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new UnreadableAnswerError(response.status, cause);
  }
}

/** Lists and gets (GET) go to the read base, changes to the API base (spec section 7; src/lib/config.ts). */
export function apiBaseFor(method: RequestOptions['method'], bases: { api: string; read: string } = { api: apiBase, read: readApiBase }): string {
  return (method ?? 'GET') === 'GET' ? bases.read : bases.api;
}

/** A call to the donor API. Throws ApiError or NetworkError; never navigates or shows anything itself. */
export async function api<Answer = unknown>(path: string, options: RequestOptions = {}): Promise<Answer> {
  const response = await send(`${apiBaseFor(options.method)}${path}${toQueryString(options.query)}`, options);
  return readAnswer<Answer>(response);
}

/** The token endpoint lives beside the API, not under it. */
export async function tokenEndpoint<Answer>(form: Record<string, string>): Promise<Answer> {
  const response = await send(`${apiOrigin}${TOKEN_PATH}`, { method: 'POST', form });
  return readAnswer<Answer>(response);
}

export { ApiError, NetworkError, UnreadableAnswerError };
