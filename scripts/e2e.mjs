#!/usr/bin/env node
// `npm run test:e2e`: Playwright against the real server and the built PWA, on a fresh data directory.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/smoke.spec.ts`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, root, run } from './build-state.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const APT_PACKAGES = ['chromium', 'fonts-noto-core'];

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function dpkgInstalled(name) {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).includes('install ok installed');
  } catch {
    return false;
  }
}

/** Installs Debian's Chromium (and Noto fonts for Arabic glyphs) when missing, or says how to. */
export function ensureChromium() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (existsSync('/usr/bin/dpkg-query') && !dpkgInstalled('fonts-noto-core')) missing.push('fonts-noto-core');
  if (missing.length === 0) return;
  if (!existsSync(CHROMIUM) && !isRoot()) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it (Debian/Ubuntu) with:\n  sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES.join(' ')}\nor point CHROMIUM_PATH at a Chromium binary.`);
    process.exit(1);
  }
  if (!isRoot()) {
    console.warn(`Arabic glyphs may render as boxes: install fonts-noto-core (sudo apt-get install -y fonts-noto-core).`);
    return;
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function runE2e(extraArgs = []) {
  ensureChromium();
  await ensureBuilt();

  const preferred = Number(process.env.E2E_PORT ?? 8181);
  const port = (await portIsFree(preferred)) ? preferred : await anyFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'donor-portal-e2e-'));
  const env = { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir };
  delete env.E2E_DATA_DIR_OWNED;
  // The suite always runs on the embedded database, local mail files and the in-process hub.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];

  console.log(`e2e: server on http://127.0.0.1:${port}, data in ${dataDir}`);
  try {
    const playwrightCli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
    return await run(process.execPath, [playwrightCli, 'test', '--config', 'playwright.config.ts', ...extraArgs], { env });
  } finally {
    if (process.env.E2E_KEEP_DATA === '1') console.log(`e2e: kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  try {
    process.exit(await runE2e(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
