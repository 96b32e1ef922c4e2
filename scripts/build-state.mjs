// Shared by start.mjs, e2e.mjs and the benches: is dist/ older than the sources it is built from?
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const distIndex = join(root, 'dist', 'index.html');

/** Everything that changes the built PWA. */
const BUILD_INPUTS = ['src', 'sw', 'contract', 'public', 'index.html', 'vite.config.ts', 'scripts/route-areas.ts', 'scripts/chunk-families.ts', 'lingui.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Returns why a build is needed, or null when dist/ is up to date. */
export function buildNeeded() {
  if (!existsSync(distIndex)) return 'dist/index.html is missing';
  const builtAt = statSync(distIndex).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(join(root, input)) > builtAt) return `${input} changed since the last build`;
  }
  return null;
}

/** Runs a command from the project root, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** Runs `vite build`; returns its exit code. */
export function viteBuild() {
  return run(process.execPath, [viteBin, 'build']);
}

/** Builds when dist/ is stale; throws when the build fails. */
export async function ensureBuilt({ log = console.log } = {}) {
  const reason = buildNeeded();
  if (!reason) return false;
  log(`Building the PWA (${reason})...`);
  const code = await viteBuild();
  if (code !== 0) throw new Error(`vite build failed with exit code ${code}`);
  return true;
}
