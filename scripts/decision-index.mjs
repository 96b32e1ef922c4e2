#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records, from each record's first line
// (`# NNN. Title`). `--check` (run by `npm test`) fails when the index is stale or a record has no such line.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(fileURLToPath(new URL('..', import.meta.url)), 'docs', 'decisions');
const indexFile = join(folder, 'README.md');

const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .toSorted()
  .map((name) => {
    const heading = readFileSync(join(folder, name), 'utf8').split('\n', 1)[0] ?? '';
    const match = /^# (\d{3})\. (.+)$/.exec(heading);
    if (!match || match[1] !== name.slice(0, 3)) {
      console.error(`docs/decisions/${name}: the first line must be "# ${name.slice(0, 3)}. <title>"`);
      process.exit(1);
    }
    return { name, number: match[1], title: match[2] };
  });

const index = [
  '# Decisions',
  '',
  'Why things are the way they are: one record per decision a newcomer would question (context, decision, why).',
  'Numbered by area in hundreds (0xx platform, 05x-07x actions and outbox, 1xx features and later fixes); a new record',
  'takes the next free number. This index is written by `node scripts/decision-index.mjs`; `npm test` checks it.',
  '',
  '| # | decision |',
  '| --- | --- |',
  ...records.map(({ name, number, title }) => `| ${number} | [${title.replaceAll('|', '\\|')}](${name}) |`),
  '',
].join('\n');

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(indexFile, 'utf8');
  } catch {
    // No index yet: stale.
  }
  if (current !== index) {
    console.error('docs/decisions/README.md is stale: run `node scripts/decision-index.mjs` and commit it.');
    process.exit(1);
  }
  console.log(`decision index: ${records.length} records, up to date`);
} else {
  writeFileSync(indexFile, index);
  console.log(`docs/decisions/README.md: ${records.length} records`);
}
