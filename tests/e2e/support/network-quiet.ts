import type { Page } from '@playwright/test';

/** Counts the page's requests in flight (fetches, scripts, images), to know when a page opened in-app has loaded. */
export function requestsInFlight(page: Page): () => number {
  let count = 0;
  page.on('request', () => (count += 1));
  page.on('requestfinished', () => (count -= 1));
  page.on('requestfailed', () => (count -= 1));
  return () => count;
}

/**
 * Waits until no request has been in flight for `quietMs`. Playwright's `networkidle` is no help inside the app: it
 * moves from page to page without loading a document, and that state, once reached, is not waited for again.
 */
export async function waitForQuiet(page: Page, inFlight: () => number, { quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }): Promise<void> {
  let quietSince = Date.now();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: requests still in flight after ${timeoutMs / 1000} s`);
    await page.waitForTimeout(100);
    if (inFlight() > 0) quietSince = Date.now();
  }
}
