#!/usr/bin/env node
// The house rules of src/ (docs/decisions/211-feature-boundaries.md), checked on every import:
// - a feature uses another feature only through that feature's `index.ts`;
// - src/ui, src/lib and src/offline know no feature and no composition (no business area below the features);
// - a feature never imports the composition (routes, the app shell, the router);
// - features do not depend on each other in a circle (A uses B's index, B uses A's index).
// The composition (src/routes, src/app and the files at the root of src) may import any module of any feature: it
// names the page it lazy-loads.
// Two promises the build relies on are checked here too (vite.config.ts, `treeshake`; decision 210):
// - the modules of src/features, src/ui and src/lib do their work when called, never on import: no bare
//   `import './x'` there (the build drops a module none of whose exports is used);
// - a zod call is a value, never an effect: no `z.config(...)` nor `globalRegistry` in src (the build treats `z.*`
//   calls as pure and drops a schema nobody uses). Run by `npm run lint` and the lint step of `npm test`; prints each breach with its line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoot = join(root, 'src');

/**
 * The written exceptions: an importer (a path under src/) and the modules it may reach although the rules say no,
 * each with its reason. Keep this list short; a new entry needs a reason a reviewer accepts.
 */
export const EXCEPTIONS = [
  {
    importer: 'offline/outbox-action-modules.ts',
    target: /^features\/[^/]+\/outbox-actions\.ts$/,
    why: "The outbox's table from entity kind to the module that defines its actions (decision 210): a record queued before a reload loads only that module.",
  },
];

const COMPOSITION = [/^routes\//, /^app\//, /^[^/]+\.tsx?$/];
const BELOW_FEATURES = { ui: /^ui\//, lib: /^lib\//, offline: /^offline\//, test: /^test\// };

function sourceFiles(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveModule(base) {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every import of a file: static, re-export, side-effect and dynamic, with its line. */
function importsOf(text) {
  const found = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ specifier: match[2], line });
  }
  return found;
}

const featureOf = (path) => /^features\/([^/]+)\//.exec(path)?.[1] ?? null;
const isFeatureIndex = (path) => /^features\/[^/]+\/index\.tsx?$/.test(path);

/** The breaches under a source folder (the portal's src/ unless told): one line each, empty when the house is kept. */
export function checkBoundaries(src = sourceRoot) {
  const breaches = [];
  /** feature → features whose index it imports, with one place each, for the circle check. */
  const uses = new Map();
  for (const file of sourceFiles(src)) {
    const from = relative(src, file);
    if (from === 'routeTree.gen.ts') continue;
    const text = readFileSync(file, 'utf8');
    breaches.push(...buildPromiseBreaches(from, text));
    for (const { specifier, line } of importsOf(text)) {
      let base;
      if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
      else if (specifier.startsWith('./') || specifier.startsWith('../')) base = resolve(dirname(file), specifier);
      else continue;
      const resolved = resolveModule(base);
      if (!resolved) continue;
      const target = relative(src, resolved);
      if (target.startsWith('..')) continue;
      const where = `src/${from}:${line}`;
      const excepted = EXCEPTIONS.some((exception) => exception.importer === from && exception.target.test(target));
      if (excepted) continue;
      const fromFeature = featureOf(from);
      const toFeature = featureOf(target);
      const composition = COMPOSITION.some((pattern) => pattern.test(from));
      const below = Object.entries(BELOW_FEATURES).find(([, pattern]) => pattern.test(from))?.[0];
      const targetIsComposition = COMPOSITION.some((pattern) => pattern.test(target));

      if (below && toFeature) breaches.push(`${where}: src/${below} imports the feature "${toFeature}" (${specifier}); move what both need to src/ui or src/lib`);
      else if (below && targetIsComposition) breaches.push(`${where}: src/${below} imports the composition (${specifier})`);
      else if (fromFeature && targetIsComposition) breaches.push(`${where}: the feature "${fromFeature}" imports the composition (${specifier}); pass what it needs in`);
      else if (fromFeature && toFeature && toFeature !== fromFeature) {
        if (!isFeatureIndex(target)) {
          breaches.push(`${where}: the feature "${fromFeature}" reaches into "${toFeature}" (${specifier}); import it from '@/features/${toFeature}' and export it there`);
        } else {
          const used = uses.get(fromFeature) ?? new Map();
          if (!used.has(toFeature)) used.set(toFeature, where);
          uses.set(fromFeature, used);
        }
      } else if (!composition && !fromFeature && !below && toFeature) {
        breaches.push(`${where}: src/${from} imports the feature "${toFeature}" but is not part of the composition (src/routes, src/app, the root files)`);
      }
    }
  }
  breaches.push(...featureCircles(uses));
  return breaches;
}

const WITHOUT_IMPORT_EFFECTS = /^(features|ui|lib)\//;

/** Breaches of the two promises the build relies on (see the head of this file), one line each. */
function buildPromiseBreaches(from, text) {
  const breaches = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  if (WITHOUT_IMPORT_EFFECTS.test(from) && !/\.test\.tsx?$/.test(from)) {
    for (const match of text.matchAll(/^\s*import\s+(['"])([^'"]+)\1/gm)) {
      breaches.push(`src/${from}:${lineOf(match.index)}: a bare import of '${match[2]}' runs a module for its effect, which the build drops here; call what it does instead`);
    }
  }
  for (const match of text.matchAll(/\bz\.config\s*\(|\bglobalRegistry\b/g)) {
    breaches.push(`src/${from}:${lineOf(match.index)}: zod is set up for an effect (${match[0].replace(/\s*\($/, '')}), which the build drops: zod calls are taken as pure`);
  }
  return breaches;
}

/** Circles in the graph of features using each other's index, each reported once. */
function featureCircles(uses) {
  const circles = [];
  const reported = new Set();
  const visit = (feature, path) => {
    for (const next of uses.get(feature)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const circle = [...path.slice(at), next];
        const key = circle.slice(0, -1).toSorted().join(',');
        if (!reported.has(key)) {
          reported.add(key);
          const places = circle.slice(0, -1).map((name, index) => `${name} → ${circle[index + 1]} at ${uses.get(name)?.get(circle[index + 1])}`);
          circles.push(`features in a circle: ${circle.join(' → ')} (${places.join('; ')})`);
        }
        continue;
      }
      if (path.length < 12) visit(next, [...path, next]);
    }
  };
  for (const feature of uses.keys()) visit(feature, [feature]);
  return circles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const breaches = checkBoundaries();
  if (breaches.length > 0) {
    console.error(`Feature boundaries: ${breaches.length} breach(es) (docs/decisions/211-feature-boundaries.md):`);
    for (const breach of breaches) console.error(`  ${breach}`);
    process.exit(1);
  }
  console.log('Feature boundaries kept: features meet through their index.ts, src/ui, src/lib and src/offline know no feature, no circle.');
}
