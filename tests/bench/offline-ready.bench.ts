// Offline-ready in seconds (issue 15 item 2): how long after a first visit of `/login` the service worker has the
// whole app in its precache, so that a user whose connection drops right after can still open any page. Figures only,
// no assertions. Run it through `npm run bench -- offline-ready`.
//
// Each round opens a new browser context (nothing cached, no worker), loads `/login` and waits for
// `navigator.serviceWorker.ready`, which resolves once the worker has installed (precached every file of the
// manifest) and activated. The time is the page's own clock (0 = navigation start). Then the context goes offline and
// opens two deep links, each reloaded twice: a public page (`/forgot-password`, its own route chunk) and a signed-in
// page (`/grants/1`, which answers the login page with the way back, since nobody is signed in). A round counts as
// offline-ready only when every one of those shows the portal's page, never the browser's error page.
//
// Reference, measured in the same round: the same page fetching every precached file itself, six at a time (what
// Chromium allows per host over HTTP/1.1), bypassing the HTTP cache. That is the network's share of the worker's work;
// the rest is the worker's own (starting, storing in Cache Storage, activating).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from '@playwright/test';
import { ensureBuilt } from '../../scripts/build-state.mjs';
import { ensureChromium } from '../../scripts/e2e.mjs';
import { machine, startServer, summary } from './bench-support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const distDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'dist');
const KIB = 1024;

/** The precache manifest the build wrote into dist/sw.js: its URLs, and their weight as served (gzip when there is one). */
function precacheManifest(): { urls: string[]; gzipBytes: number; bytes: number } {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string);
  let gzipBytes = 0;
  let bytes = 0;
  for (const url of urls) {
    const file = join(distDir, url);
    if (!existsSync(file)) continue;
    const size = readFileSync(file).length;
    bytes += size;
    gzipBytes += existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : size;
  }
  return { urls, gzipBytes, bytes };
}

// The page-side code is written as strings: tsx compiles this file with esbuild's keepNames, which wraps named
// functions in a `__name` helper that does not exist inside the page.
const READY_AT = 'navigator.serviceWorker.ready.then(() => performance.now())';
const fetchAllSixAtATime = (urls: string[]) => `(async () => {
  const urls = ${JSON.stringify(urls)};
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await fetch('/' + url.replace(/^\\//, ''), { cache: 'no-store' });
      await response.arrayBuffer();
    }
  };
  await Promise.all([lane(), lane(), lane(), lane(), lane(), lane()]);
  return performance.now() - started;
})()`;

type Round = { readyMs: number; referenceMs: number; deepLinks: boolean };

/** Opens `link` offline twice and says whether the portal drew `expected` both times. */
async function opensOffline(context: BrowserContext, link: string, expected: string): Promise<boolean> {
  const page = await context.newPage();
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (attempt === 0) await page.goto(link, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
      else await page.reload({ waitUntil: 'domcontentloaded' }).catch(() => undefined);
      const shown = await page
        .locator(expected)
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown) return false;
    }
    return true;
  } finally {
    await page.close();
  }
}

await ensureBuilt();
ensureChromium();
const manifest = precacheManifest();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rounds: Round[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    // bypassCSP: the server's CSP forbids eval, which Playwright's string evaluation uses; the app's code is unchanged.
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US', timezoneId: 'UTC', bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/login');
    const readyMs = Number(await page.evaluate(READY_AT));
    const deepLinks = await (async () => {
      await context.setOffline(true);
      const publicPage = await opensOffline(context, '/forgot-password', 'main h1, h1');
      const signedInPage = await opensOffline(context, '/grants/1', 'input[type="password"]');
      await context.setOffline(false);
      return publicPage && signedInPage;
    })();
    // The reference in a fresh page of the same context, online, with the HTTP cache bypassed.
    const reference = await context.newPage();
    await reference.goto('/login');
    const referenceMs = Number(await reference.evaluate(fetchAllSixAtATime(manifest.urls)));
    rounds.push({ readyMs, referenceMs, deepLinks });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const ready = summary(rounds.map((round) => round.readyMs));
const reference = summary(rounds.map((round) => round.referenceMs));
console.log('Offline-ready after a first visit of /login: navigation start -> navigator.serviceWorker.ready');
console.log('server: server/main.ts serving dist/ (precompressed files), SQLite demo data; Chromium headless, a new context per round');
console.log(`machine: ${machine()}`);
console.log(`precache: ${manifest.urls.length} files, ${(manifest.gzipBytes / KIB / KIB).toFixed(2)} MiB as served (gzip), ${(manifest.bytes / KIB / KIB).toFixed(2)} MiB decoded; goal ≤ 150 files and ≤ 1.2 MiB`);
console.log(`${ROUNDS} rounds; times in ms`.padEnd(60), 'median'.padStart(9), 'min'.padStart(9), 'max'.padStart(9));
console.log('service worker ready (goal ≤ 3000)'.padEnd(60), ...[ready.median, ready.min, ready.max].map((value) => value.toFixed(0).padStart(9)));
console.log('reference: the page fetches the same files, six at a time'.padEnd(60), ...[reference.median, reference.min, reference.max].map((value) => value.toFixed(0).padStart(9)));
console.log(`ratio ready / reference (median): ${(ready.median / reference.median).toFixed(2)}`);
const opened = rounds.filter((round) => round.deepLinks).length;
console.log(`offline right after ready, /forgot-password and /grants/1 opened and reloaded twice each: ${opened} of ${ROUNDS} rounds`);
