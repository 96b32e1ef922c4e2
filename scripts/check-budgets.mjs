#!/usr/bin/env node
// Size budgets of the built PWA (docs/decisions/008-bundle-budgets.md). Reads dist/.vite/manifest.json and
// dist/.vite/chunk-packages.json (written by vite.config.ts), sums the gzip size of the JavaScript a page
// needs before it can paint, and fails when a budget is exceeded or a heavy library reaches the start chunks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const KIB = 1024;

/**
 * Pages and the route files whose chunks they load (TanStack autoCodeSplitting names a route's chunks after
 * its file, with `?tsr-split=...` in the manifest key). Layout routes of each file are added automatically.
 */
export const BUDGETS = [
  { name: '/login (before login)', routeFiles: ['src/routes/_public/login.tsx'], catalogs: ['src/locales/en/messages.po'], limitKiB: 150 },
  {
    name: '/ (after login: shell + home)',
    routeFiles: ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'],
    // The /_app layout loads the app's catalog before its first page.
    catalogs: ['src/locales/en/messages.po', 'src/locales/en/app.po'],
    limitKiB: 300,
  },
  {
    // A partner organisation's first page (docs/decisions/182-partner-accounts.md): the same shell, its own home.
    name: '/partner (after login: partner shell + home)',
    routeFiles: ['src/routes/partner.tsx', 'src/routes/partner/index.tsx'],
    catalogs: ['src/locales/en/messages.po', 'src/locales/en/app.po'],
    limitKiB: 300,
  },
];

/** Catalogs are fetched before the first paint of their pages (source locale), so they count when the build has them. */

/** Libraries that only some features need; they must be dynamically imported, never in the start chunks. */
export const FORBIDDEN_AT_START = [
  '@microsoft/signalr',
  'exceljs',
  'chart.js',
  'react-chartjs-2',
  'recharts',
  'echarts',
  'echarts-for-react',
  'apexcharts',
  'react-apexcharts',
  'highcharts',
  '@fluentui/react-charting',
  '@fluentui/react-charts',
  '@nivo/core',
  'victory',
  // The password-strength dictionaries (~1 MB): only the password forms load them (docs/decisions/161-password-strength.md).
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  // The date picker comes with the first form that has a date (decision 174).
  '@fluentui/react-datepicker-compat',
  '@fluentui/react-calendar-compat',
];

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function stripQuery(key) {
  return key.split('?')[0] ?? key;
}

/** The layout route files that wrap a route file: `_app/index.tsx` sits inside `_app.tsx` or `_app/route.tsx`. */
function layoutFilesOf(routeFile) {
  const segments = routeFile.replace(/^src\/routes\//, '').split('/');
  const layouts = [];
  for (let depth = 1; depth < segments.length; depth++) {
    const dir = segments.slice(0, depth).join('/');
    layouts.push(`src/routes/${dir}.tsx`, `src/routes/${dir}/route.tsx`);
  }
  return layouts;
}

export function measureBudgets({ distDir = join(root, 'dist') } = {}) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`vite build\` first.`);
  const manifest = readJson(manifestPath);
  const packagesPath = join(distDir, '.vite', 'chunk-packages.json');
  const chunkPackages = existsSync(packagesPath) ? readJson(packagesPath) : {};

  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };

  /** A manifest entry and everything it imports statically, as manifest keys. */
  const withStaticImports = (key, into = new Set()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) withStaticImports(imported, into);
    return into;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk.');
  const startKeys = withStaticImports(entryKey);
  const problems = [];

  const forbidden = [];
  for (const key of startKeys) {
    const file = manifest[key].file;
    for (const pkg of chunkPackages[file] ?? []) {
      if (FORBIDDEN_AT_START.includes(pkg)) forbidden.push(`${pkg} is in ${file}, which the entry loads statically`);
    }
  }
  if (!existsSync(packagesPath)) problems.push('dist/.vite/chunk-packages.json is missing: the forbidden-library check could not run.');
  problems.push(...forbidden);

  const keysOfFile = (routeFile) => Object.keys(manifest).filter((key) => stripQuery(key) === routeFile && key !== entryKey);

  const results = BUDGETS.map((budget) => {
    const keys = new Set(startKeys);
    const missing = [];
    for (const routeFile of budget.routeFiles) {
      const routeKeys = keysOfFile(routeFile);
      if (routeKeys.length === 0) missing.push(routeFile);
      for (const layout of layoutFilesOf(routeFile)) for (const key of keysOfFile(layout)) withStaticImports(key, keys);
      for (const key of routeKeys) withStaticImports(key, keys);
    }
    for (const catalog of budget.catalogs) if (manifest[catalog]) withStaticImports(catalog, keys);
    const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    if (missing.length > 0) {
      problems.push(`${budget.name}: no chunk found for ${missing.join(', ')} (see BUDGETS in scripts/check-budgets.mjs).`);
    }
    if (bytes > budget.limitKiB * KIB) {
      problems.push(`${budget.name}: ${(bytes / KIB).toFixed(1)} KiB gzip is over the ${budget.limitKiB} KiB budget.`);
    }
    return { name: budget.name, bytes, limitKiB: budget.limitKiB, files: files.length };
  });

  const allJs = Object.values(manifest).map((entry) => entry.file).filter((file, i, all) => file.endsWith('.js') && all.indexOf(file) === i);
  const totalBytes = allJs.reduce((sum, file) => sum + gzipSize(file), 0);
  const entryBytes = [...startKeys].map((key) => manifest[key].file).reduce((sum, file) => sum + gzipSize(file), 0);

  return { results, problems, totalBytes, totalFiles: allJs.length, entryBytes };
}

export function printBudgets({ results, totalBytes, totalFiles, entryBytes }, log = console.log) {
  log(`entry + static imports: ${(entryBytes / KIB).toFixed(1)} KiB gzip`);
  for (const { name, bytes, limitKiB, files } of results) {
    const mark = bytes > limitKiB * KIB ? 'OVER' : 'ok';
    log(`${name}: ${(bytes / KIB).toFixed(1)} KiB gzip in ${files} file(s), budget ${limitKiB} KiB [${mark}]`);
  }
  log(`all JavaScript: ${(totalBytes / KIB).toFixed(1)} KiB gzip in ${totalFiles} file(s)`);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  try {
    const measured = measureBudgets();
    printBudgets(measured);
    if (measured.problems.length > 0) {
      console.error(measured.problems.map((problem) => `FAIL ${problem}`).join('\n'));
      process.exit(1);
    }
    console.log('Budgets met.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
