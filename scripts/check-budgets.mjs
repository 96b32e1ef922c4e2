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
 * Pages and the route areas whose lazy files they load, layouts included (ROUTE_AREAS in scripts/route-areas.ts; the
 * manifest names an area's file `route-area:<area>`). Issue 15's budgets: 150 KiB for /login, then 350 KiB more for
 * the first signed-in page, so 500 in all; scripts/weigh-pages.ts holds the same budgets on what Chromium fetches.
 */
export const BUDGETS = [
  { name: '/login (before login)', areas: ['login'], catalogs: ['src/locales/en/messages.po'], limitKiB: 150 },
  {
    name: '/ (after login: shell + home)',
    areas: ['staff-shell', 'staff-home'],
    // The /_app layout loads the app's catalog before its first page.
    catalogs: ['src/locales/en/messages.po', 'src/locales/en/app.po'],
    limitKiB: 150 + 350,
  },
  {
    // A partner organisation's first page (docs/decisions/182-partner-accounts.md): the same shell, its own home.
    name: '/partner (after login: partner shell + home)',
    areas: ['partner-shell', 'partner-home'],
    catalogs: ['src/locales/en/messages.po', 'src/locales/en/app.po'],
    limitKiB: 150 + 350,
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

  const results = BUDGETS.map((budget) => {
    const keys = new Set(startKeys);
    const missing = [];
    for (const area of budget.areas) {
      if (manifest[`route-area:${area}`]) withStaticImports(`route-area:${area}`, keys);
      else missing.push(`route-area:${area}`);
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
