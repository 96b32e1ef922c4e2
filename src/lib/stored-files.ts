import { apiPaths } from '#contract/api-paths';
import type { FileDisposition, SignedFileAddress } from '#contract/files';
import { apiOrigin } from './config';
import { api } from './http';

/*
 * Private files (agreements, documents, due diligences, reports) are served only with the bearer token, which a new
 * tab, a download or an <img> cannot send. They are opened through a short-lived signed address that the signed-in
 * user asks for first (docs/decisions/156-private-files-and-signed-addresses.md).
 */

/** An address as the API gives it (`/api/…`), made absolute when the API lives on another origin. */
export function apiHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${apiOrigin}${url}`;
}

/** The stored name at the end of a file's URL as the API gives it (`/api/files/{name}`). */
export function storedFileName(fileUrl: string): string {
  const path = fileUrl.split(/[?#]/)[0] ?? '';
  return path.split('/').at(-1) ?? '';
}

export function fetchSignedAddress(fileUrl: string, disposition: FileDisposition): Promise<SignedFileAddress> {
  return api<SignedFileAddress>(apiPaths.fileAddress(storedFileName(fileUrl)), { query: { disposition } });
}

/**
 * An empty tab opened while the click's user activation lasts (a tab opened after waiting for the server would be
 * blocked as a pop-up). Null when the browser blocked it anyway. It cannot reach back to the portal.
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

function followLink(href: string, how: { download: boolean }): void {
  const link = document.createElement('a');
  link.href = href;
  if (how.download) link.download = '';
  else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens a private file in the tab opened for it (or a new one), or saves it (`attachment`: the server names the file).
 * A refusal (offline, signed out, no longer allowed) closes that tab and is thrown for the caller's error handling.
 */
export async function openStoredFile(fileUrl: string, disposition: FileDisposition, tab: Window | null = null): Promise<void> {
  let address: SignedFileAddress;
  try {
    address = await fetchSignedAddress(fileUrl, disposition);
  } catch (error) {
    tab?.close();
    throw error;
  }
  const href = apiHref(address.url);
  if (disposition === 'attachment') followLink(href, { download: true });
  else if (tab) tab.location.replace(href);
  else followLink(href, { download: false });
}
