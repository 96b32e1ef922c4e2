import type { z } from 'zod';
import { TOKEN_PATH } from '#contract/api-paths';
import { ApiError, NetworkError, apiErrorFromResponse } from './api-error';
import { apiBase, apiOrigin } from './config';
import { getLocale } from './i18n';
import { getSession } from './session';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export type RequestOptions<Schema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads). */
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Validates the answer: a server that drifted from the contract fails loudly here, not deep in a view. */
  schema?: Schema;
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

async function send(url: string, options: RequestOptions<z.ZodType>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLocale(), ...options.headers };
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  }
  try {
    return await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal ?? null });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause);
  }
}

async function parse<Schema extends z.ZodType>(response: Response, schema: Schema | undefined): Promise<z.infer<Schema>> {
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.status === 204) return undefined as z.infer<Schema>;
  const type = response.headers.get('Content-Type') ?? '';
  const data: unknown = type.includes('json') ? await response.json() : await response.text();
  return (schema ? schema.parse(data) : data) as z.infer<Schema>;
}

/** A call to the donor API. Throws ApiError or NetworkError; never navigates or shows anything itself. */
export async function api<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<Schema> = {},
): Promise<z.infer<Schema>> {
  const response = await send(`${apiBase}${path}${toQueryString(options.query)}`, options);
  return parse(response, options.schema);
}

/** The token endpoint lives beside the API, not under it. */
export async function tokenEndpoint<Schema extends z.ZodType>(form: Record<string, string>, schema: Schema): Promise<z.infer<Schema>> {
  const response = await send(`${apiOrigin}${TOKEN_PATH}`, { method: 'POST', form });
  return parse(response, schema);
}

export { ApiError, NetworkError };
