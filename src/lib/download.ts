import { apiErrorFromResponse } from './api-error';
import { apiBase } from './config';
import { send, toQueryString, type RequestOptions } from './http';

/*
 * File downloads from the API (exports). Kept apart from http.ts, which loads with the first page: only the pages
 * that export something need this.
 */

/**
 * The file name a Content-Disposition header gives: the RFC 5987 `filename*` (UTF-8, e.g. an Arabic name) when
 * present, else the plain `filename`. Null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** A file from the API (an export): its content and the name the server gave it. Throws like `api`. */
export async function download(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(`${apiBase}${path}${toQueryString(options.query)}`, { ...options, headers: { Accept: '*/*', ...options.headers } });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

/** Hands a downloaded file to the browser under the server's name; the object URL is released once the save has started. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
