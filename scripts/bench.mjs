#!/usr/bin/env node
// `npm run bench`: runs every tests/bench/*.bench.mjs and *.bench.ts in turn (each in its own process) and
// prints their figures. Benches report numbers only; they never assert on timing.
// `npm run bench -- api` runs only the benches whose file name contains "api".
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './build-state.mjs';

const benchDir = join(root, 'tests', 'bench');
const filters = process.argv.slice(2);
const benches = readdirSync(benchDir)
  .filter((name) => /\.bench\.(?:mjs|ts)$/.test(name))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .toSorted();

if (benches.length === 0) {
  console.error(`No bench matched in tests/bench${filters.length ? ` (filter: ${filters.join(', ')})` : ''}.`);
  process.exit(1);
}

let failures = 0;
for (const name of benches) {
  console.log(`\n=== bench: ${name} ===`);
  // tsx lets benches import the TypeScript contract (and be written in TypeScript).
  const code = await run(process.execPath, ['--import', 'tsx', join(benchDir, name)]);
  if (code !== 0) {
    failures += 1;
    console.error(`bench ${name} exited with code ${code}`);
  }
}
process.exit(failures > 0 ? 1 : 0);
