#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure. The last line is always
// `N passed, N failed` (vitest + Playwright test counts), for CI to read. See docs/decisions/024-test-and-ci-flow.md.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, viteBuild } from './build-state.mjs';
import { ensureChromium } from './e2e.mjs';

const bin = (...parts) => join(root, 'node_modules', ...parts);
const node = process.execPath;
const resultsDir = join(root, 'test-results');
const unitReport = join(resultsDir, 'unit.json');
const e2eReport = join(resultsDir, 'e2e.json');

const steps = [
  { name: 'typecheck', run: () => run(node, [bin('typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit']) },
  {
    name: 'lint',
    run: () => run(node, [bin('oxlint', 'bin', 'oxlint'), '--deny-warnings', 'src', 'server', 'contract', 'sw', 'tests', 'scripts']),
  },
  // Features meet through their index.ts; src/ui, src/lib and src/offline know no feature; no circle of features.
  { name: 'feature boundaries', run: () => run(node, [join(root, 'scripts', 'check-boundaries.mjs')]) },
  { name: 'i18n check', run: () => run(node, [join(root, 'scripts', 'check-catalogs.mjs')]) },
  { name: 'decision index', run: () => run(node, [join(root, 'scripts', 'decision-index.mjs'), '--check']) },
  {
    name: 'unit tests',
    run: () =>
      run(node, [
        bin('vitest', 'vitest.mjs'),
        'run',
        '--passWithNoTests',
        // tests/ holds the Playwright specs and the benches; unit tests sit next to the code they test.
        '--exclude=tests/**',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${unitReport}`,
      ]),
  },
  { name: 'build', run: () => viteBuild() },
  { name: 'size budgets', run: () => run(node, [join(root, 'scripts', 'check-budgets.mjs')]) },
  // What Chromium fetches on /login, the staff home, the grants and proposals lists, a proposal and the partner's home,
  // each beside its budget (issue 15 item 3; docs/decisions/210-precache-in-few-files.md).
  {
    name: 'page weights in the browser',
    run: () => {
      ensureChromium();
      return run(node, ['--import', 'tsx', join(root, 'scripts', 'weigh-pages.ts')]);
    },
  },
  { name: 'e2e', run: () => run(node, [join(root, 'scripts', 'e2e.mjs')]) },
];

function banner(text) {
  const line = '='.repeat(Math.max(60, text.length + 8));
  console.log(`\n${line}\n==  ${text}\n${line}`);
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** Passed and failed test counts of the vitest and Playwright JSON reports that this run produced. */
function counts() {
  let passed = 0;
  let failed = 0;
  const unit = readJson(unitReport);
  if (unit) {
    passed += unit.numPassedTests ?? 0;
    failed += unit.numFailedTests ?? 0;
    // A test file that fails to load has no failed test of its own; count it once.
    for (const file of unit.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0) failed += 1;
    }
  }
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    failed += (e2e.stats.unexpected ?? 0) + (e2e.errors?.length ?? 0);
  }
  return { passed, failed };
}

mkdirSync(resultsDir, { recursive: true });
rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });

const only = process.env.TEST_STEPS?.split(',').map((step) => step.trim());
const started = Date.now();
let failedStep = null;
for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  banner(`step: ${step.name}`);
  const stepStarted = Date.now();
  const code = await step.run().catch((error) => {
    console.error(error);
    return 1;
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (code !== 0) {
    failedStep = step.name;
    banner(`FAILED: ${step.name} (exit code ${code}, ${seconds} s); later steps were not run`);
    break;
  }
  console.log(`-- ${step.name} passed in ${seconds} s`);
}

const { passed, failed } = counts();
if (!failedStep) banner(`ALL STEPS PASSED in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
