// The JavaScript a real browser fetches on the way through the portal, weighed as it travels (gzip), page after page
// (issue 15 item 3; docs/decisions/008-bundle-budgets.md, 210-precache-in-few-files.md). The build manifest says what a
// page imports statically; the browser also fetches what the page imports lazily before it is usable (a feature's
// chunk, the chart kit where a chart comes into view, the catalogs), and nothing it never asks for. So this drives Debian's Chromium
// through the pages a user opens first, with the service worker blocked (its precache is not the page's cost), and
// counts each script the first time the browser asks for it.
//
// `npm test` runs it after the build (step "page weights in the browser"); `npm run bench -- page-weights` prints the same figures.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../contract/constants.ts';
import { startServer } from '../tests/bench/bench-support.ts';
import { requestsInFlight, waitForQuiet } from '../tests/e2e/support/network-quiet.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');
const KIB = 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Libraries a page must not fetch unless it uses them (chunk-packages.json says which chunk bundles which package). */
const CHARTS = ['@fluentui/react-charts', 'd3-shape', 'd3-scale'];
const HUB_CLIENT = ['@microsoft/signalr'];
const SPREADSHEET = ['exceljs'];
const PASSWORD_DICTIONARIES = ['@zxcvbn-ts/core'];

type Step = {
  name: string;
  /** Budget of what this step fetches beyond the steps before it, in KiB of gzip. */
  limitKiB: number;
  /** Packages this step must not fetch. */
  forbidden: readonly string[];
  go: (page: Page) => Promise<void>;
};

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Signs in from the keyboard (Enter in the password field). A click would leave the pointer resting where the button
 * was, and whichever link of the home comes to lie under it preloads its page by intent (`defaultPreload: 'intent'`):
 * that is the next page's cost, and whether it happens depended on the layout, so the home weighed 346.9 KiB in one
 * run and 369.2 in another (decision 210).
 */
async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByLabel(/password/i).first().press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The staff's way in: the login page, the home dashboard, the grants list, the proposals list and one proposal. */
export const STAFF_STEPS: Step[] = [
  {
    name: '/login',
    limitKiB: 150,
    forbidden: [...CHARTS, ...HUB_CLIENT, ...SPREADSHEET, ...PASSWORD_DICTIONARIES],
    go: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).waitFor();
    },
  },
  {
    name: '/ (staff home, first signed-in page)',
    limitKiB: 350,
    forbidden: [...SPREADSHEET, ...PASSWORD_DICTIONARIES],
    go: async (page) => {
      await signIn(page, 'admin@demo.test');
      await page.locator('[aria-labelledby="dashboard-totals"] section').first().waitFor();
    },
  },
  {
    name: '/grants',
    limitKiB: 100,
    forbidden: [...SPREADSHEET, ...PASSWORD_DICTIONARIES],
    go: async (page) => {
      await mainMenu(page).getByRole('link', { name: 'Grants' }).click();
      await page.getByRole('heading', { level: 1, name: 'Grants' }).waitFor();
    },
  },
  {
    name: '/proposals',
    limitKiB: 100,
    forbidden: [...SPREADSHEET, ...PASSWORD_DICTIONARIES],
    go: async (page) => {
      await mainMenu(page).getByRole('link', { name: 'Proposals' }).click();
      await page.getByRole('heading', { level: 1, name: 'Proposals' }).waitFor();
    },
  },
  {
    name: '/proposals/{id} (a proposal page)',
    limitKiB: 100,
    forbidden: [...SPREADSHEET, ...PASSWORD_DICTIONARIES],
    go: async (page) => {
      await page.getByRole('main').locator('a[href*="/proposals/"][href$="/cover-page"]').first().click();
      await page.waitForURL(/\/proposals\/\d+\/cover-page/);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    },
  },
];

/** The organisations' way in: the login page, then their home. */
export const PARTNER_STEPS: Step[] = [
  { ...(STAFF_STEPS[0] as Step) },
  {
    name: '/partner (partner home, first signed-in page)',
    limitKiB: 350,
    forbidden: [...CHARTS, ...SPREADSHEET, ...PASSWORD_DICTIONARIES],
    go: async (page) => {
      await signIn(page, 'partner@demo.test');
      await page.waitForURL(/\/partner/);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    },
  },
];

export type StepWeight = { name: string; bytes: number; files: number; limitKiB: number; packages: string[]; problems: string[] };

function gzipSizeOf(file: string): number {
  const precompressed = join(distDir, `${file}.gz`);
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

async function walk(baseUrl: string, steps: Step[]): Promise<StepWeight[]> {
  const chunkPackages = JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-packages.json'), 'utf8')) as Record<string, string[]>;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    const seen = new Set<string>();
    let current: string[] = [];
    const inFlight = requestsInFlight(page);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseUrl).origin || !url.pathname.endsWith('.js')) return;
      const file = url.pathname.replace(/^\//, '');
      if (seen.has(file)) return;
      seen.add(file);
      current.push(file);
    });
    const weights: StepWeight[] = [];
    for (const step of steps) {
      current = [];
      await step.go(page);
      // What the page asks for once it shows: lazy pieces fetched right after the first paint count too.
      await waitForQuiet(page, inFlight, { quietMs: 1_000, timeoutMs: 30_000 });
      const files = current.filter((file) => existsSync(join(distDir, file)));
      const bytes = files.reduce((sum, file) => sum + gzipSizeOf(file), 0);
      if (process.env.WEIGH_FILES) for (const file of files.toSorted((a, b) => gzipSizeOf(b) - gzipSizeOf(a))) console.log(`  ${step.name} ${(gzipSizeOf(file) / KIB).toFixed(1)} ${file} ${(chunkPackages[file] ?? []).join(' ')}`);
      const packages = [...new Set(files.flatMap((file) => chunkPackages[file] ?? []))].toSorted();
      const problems: string[] = [];
      if (bytes > step.limitKiB * KIB) problems.push(`${step.name}: ${(bytes / KIB).toFixed(1)} KiB gzip is over its ${step.limitKiB} KiB budget`);
      for (const name of step.forbidden) if (packages.includes(name)) problems.push(`${step.name} fetches ${name}, which it does not use`);
      weights.push({ name: step.name, bytes, files: files.length, limitKiB: step.limitKiB, packages, problems });
    }
    await context.close();
    return weights;
  } finally {
    await browser.close();
  }
}

/** Walks both sides against the real server serving dist/ (build first). */
export async function weighPages(): Promise<StepWeight[]> {
  if (!existsSync(join(distDir, '.vite', 'chunk-packages.json'))) throw new Error('dist/ has no build: run `vite build` first.');
  const server = await startServer();
  try {
    return [...(await walk(server.baseUrl, STAFF_STEPS)), ...(await walk(server.baseUrl, PARTNER_STEPS))];
  } finally {
    await server.stop();
  }
}

export function printWeights(weights: readonly StepWeight[], log = console.log): void {
  for (const { name, bytes, files, limitKiB, problems } of weights) {
    log(`${name}: ${(bytes / KIB).toFixed(1)} KiB gzip in ${files} file(s) fetched, budget ${limitKiB} KiB [${problems.length > 0 ? 'OVER' : 'ok'}]`);
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const weights = await weighPages();
  printWeights(weights);
  const problems = weights.flatMap((weight) => weight.problems);
  if (problems.length > 0) {
    console.error(problems.map((problem) => `FAIL ${problem}`).join('\n'));
    process.exit(1);
  }
  console.log('Budgets met in the browser.');
}
