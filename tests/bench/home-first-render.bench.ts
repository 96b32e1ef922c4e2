// The time to first render of `/` from the persisted cache: how long after navigation start a signed-in user sees
// the dashboard's totals when the app reopens. Figures only, no assertions. Run it through
// `npm run bench -- home-first-render`.
//
// Builds the PWA when the sources are newer (as `npm start` does), starts the real server (server/main.ts, SQLite in a
// temporary DATA_DIR, demo seed), signs in as admin@demo.test with Debian's Chromium, opens `/` until the service
// worker controls the page and the query cache on disk (IndexedDB) holds the dashboard's totals. Then it reloads `/`
// BENCH_ROUNDS times (default 20, after 2 warm-ups) in each of two conditions:
//   online  — the totals paint from the restored cache while the page refreshes them from the server;
//   offline — the browser context is offline: the app from the service worker, the figures from the cache only.
// The time is the page's own clock (performance.now(), 0 = navigation start) when the totals panel shows its figures
// (`[aria-labelledby="dashboard-totals"] section`, drawn only with data), recorded by a MutationObserver installed
// before the page's scripts run. For context it also prints when the greeting (the shell's part) and the timelines'
// tables appeared; today all three come in one React commit (docs/decisions/131-home-dashboard.md says why).
import { type Page, chromium } from '@playwright/test';
import { ensureBuilt } from '../../scripts/build-state.mjs';
import { ensureChromium } from '../../scripts/e2e.mjs';
import { DEMO_PASSWORD } from '../../contract/constants.ts';
import { machine, startServer, summary } from './bench-support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARMUP = 2;
const TOTALS_SHOWN = '[aria-labelledby="dashboard-totals"] section';
/** The home page's greeting, drawn before the dashboard's own chunk has arrived: where the shell's time ends. */
const GREETING_SHOWN = 'main h1';
/** The timelines' tables: the rest of the dashboard (its charts draw later, from their own chunk). */
const PANELS_SHOWN = '[aria-labelledby="dashboard-spending-timeline"] table';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The page-side code is written as strings: tsx compiles this file with esbuild's keepNames, which wraps named
// functions in a `__name` helper that does not exist inside the page.

/** Runs in the page before its own scripts: notes when the totals first show their figures. */
const WATCH_FOR_TOTALS = `(() => {
  const note = () => {
    const now = performance.now();
    if (window.__greetingShownAt === undefined && document.querySelector(${JSON.stringify(GREETING_SHOWN)})) window.__greetingShownAt = now;
    if (window.__totalsShownAt === undefined && document.querySelector(${JSON.stringify(TOTALS_SHOWN)})) window.__totalsShownAt = now;
    if (window.__panelsShownAt === undefined && document.querySelector(${JSON.stringify(PANELS_SHOWN)})) window.__panelsShownAt = now;
    return window.__totalsShownAt !== undefined && window.__panelsShownAt !== undefined;
  };
  const start = () => {
    if (note()) return;
    const observer = new MutationObserver(() => { if (note()) observer.disconnect(); });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
})()`;

/** The persisted query cache (src/lib/persistence.ts: IndexedDB `donor-portal`, store `key-value`, key `query-cache`). */
const READ_PERSISTED_CACHE = `new Promise((resolve) => {
  const opening = indexedDB.open('donor-portal');
  opening.addEventListener('upgradeneeded', () => opening.transaction?.abort());
  opening.addEventListener('error', () => resolve(''));
  opening.addEventListener('success', () => {
    const db = opening.result;
    const done = (value) => { db.close(); resolve(value); };
    if (!db.objectStoreNames.contains('key-value')) return done('');
    const read = db.transaction('key-value').objectStore('key-value').get('query-cache');
    read.addEventListener('success', () => done(typeof read.result === 'string' ? read.result : ''));
    read.addEventListener('error', () => done(''));
  });
})`;

const ALL_SHOWN = 'window.__totalsShownAt !== undefined && window.__panelsShownAt !== undefined';

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

type Times = { greeting: number; totals: number; panels: number };

/** One reload of `/`; answers ms from navigation start to the greeting, the totals and the timelines on screen. */
async function timedReload(page: Page): Promise<Times> {
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(ALL_SHOWN, undefined, { timeout: 30_000, polling: 50 });
  return (await page.evaluate('({ greeting: window.__greetingShownAt, totals: window.__totalsShownAt, panels: window.__panelsShownAt })')) as Times;
}

await ensureBuilt();
ensureChromium();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results: Record<'online' | 'offline', Times[]> = { online: [], offline: [] };
try {
  // bypassCSP: the server's CSP forbids eval, which Playwright's string predicates use; the app's code is unchanged.
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    bypassCSP: true,
  });
  await context.addInitScript({ content: WATCH_FOR_TOTALS });
  const page = await context.newPage();

  await page.goto('/login');
  await page.locator('input[type="email"]').fill('admin@demo.test');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(ALL_SHOWN, undefined, { timeout: 30_000 });
  // One online visit installs the service worker; after a reload it controls the page.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await until(async () => {
    if (await page.evaluate('navigator.serviceWorker.controller !== null')) return true;
    await page.reload();
    return false;
  }, 'the service worker to control the page');
  await until(async () => String(await page.evaluate(READ_PERSISTED_CACHE)).includes('"dashboard","totals"'), 'the dashboard totals in the persisted cache');

  for (const condition of ['online', 'offline'] as const) {
    await context.setOffline(condition === 'offline');
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const times = await timedReload(page);
      if (round >= WARMUP) results[condition].push(times);
    }
  }
  await context.setOffline(false);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

console.log('Time to first render of `/` from the persisted cache: navigation start -> dashboard totals on screen');
console.log('server: server/main.ts, SQLite in a temporary DATA_DIR, demo seed; signed in as admin@demo.test; Chromium headless, 1400x900');
console.log(`machine: ${machine()}`);
console.log(`${ROUNDS} reloads per condition after ${WARMUP} warm-ups; times in ms`);
console.log('condition: what is on screen'.padEnd(44), 'median'.padStart(9), 'p95'.padStart(9), 'min'.padStart(9), 'max'.padStart(9));
for (const [condition, runs] of Object.entries(results)) {
  for (const [label, pick] of [
    ['dashboard totals', (run: Times) => run.totals],
    ['  greeting (the shell done)', (run: Times) => run.greeting],
    ['  timelines and their tables', (run: Times) => run.panels],
  ] as const) {
    const { median, p95, min, max } = summary(runs.map(pick));
    console.log(`${condition}: ${label}`.padEnd(44), ...[median, p95, min, max].map((ms) => ms.toFixed(1).padStart(9)));
  }
}
