import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end runs against the real server and the built PWA (scripts/e2e.mjs builds it first), on a fresh
 * data directory with the demo seed. See docs/decisions/024-test-and-ci-flow.md.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

// scripts/e2e.mjs creates (and later removes) the data directory. When Playwright is started directly, the
// first load of this file creates one; worker processes inherit the variable, so they all see the same one.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'donor-portal-e2e-'));
  process.env.E2E_DATA_DIR_OWNED = '1';
}
const dataDir = process.env.E2E_DATA_DIR;

/** Debian's Chromium: Playwright's own browsers cannot be downloaded here. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous limits: a check waits for what a user would see, and on a shared two-core runner with two browsers a
  // page can take several seconds. How fast pages are is measured by `npm run bench`, not here.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    // The service worker's precache fetches every chunk of the app in each new context, which is a one-time cost
    // for a user but a cost in every test here. Only the files that cut the network allow it (`test.use`), so the
    // rest of the suite tests the online flows without it (docs/decisions/024-test-and-ci-flow.md).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      SEED: 'demo',
      PUBLIC_URL: baseURL,
      JWT_SECRET: 'e2e-only-secret-not-for-production-0123456789',
      NODE_ENV: 'test',
      // The test-only routes that stand in for the organisations' portal (server/modules/proposals/testing-routes.ts).
      TEST_API: '1',
    },
  },
});
