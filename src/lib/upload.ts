import { NetworkError } from './api-error';
import { apiBase } from './config';
import { portalRequest, readAnswer, toQueryString, type RequestOptions } from './http';

/*
 * Uploads that report how far they have got. fetch() cannot tell how much of a request body was sent: its only
 * way, a streamed body (duplex: 'half'), is refused over HTTP/1.1 by Chromium and missing from Firefox and Safari,
 * so XMLHttpRequest's upload events do it. Kept apart from http.ts, which loads with the first page; the answer is
 * turned back into a Response so errors and answers are read exactly as `api` reads them.
 */

/** The bytes of a request body sent so far. */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = RequestOptions & { onUploadProgress: (progress: UploadProgress) => void };

/** Response headers as XMLHttpRequest gives them ("name: value" lines). */
export function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may carry no body (the constructor throws otherwise). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** Sends one request with XMLHttpRequest, reporting the body's progress; resolves with the answer as a Response. */
export function sendWithProgress(url: string, options: UploadOptions): Promise<Response> {
  const { method, headers, body } = portalRequest(options);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onUploadProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      // Status 0 with a load event: the browser blocked the answer (a CORS or mixed-content refusal).
      if (xhr.status === 0) return reject(new NetworkError(new Error('No answer')));
      const answer = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(new Response(answer, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
    });
    xhr.addEventListener('error', () => reject(new NetworkError(new Error('The upload failed'))));
    xhr.addEventListener('timeout', () => reject(new NetworkError(new Error('The upload timed out'))));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}

/** A call to the donor API like `api`, for a multipart body whose progress the caller shows. */
export async function apiUpload<Answer = unknown>(path: string, options: UploadOptions): Promise<Answer> {
  const response = await sendWithProgress(`${apiBase}${path}${toQueryString(options.query)}`, options);
  return readAnswer<Answer>(response);
}
