#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records: one table per area (AREAS below), each record
// with its title (its first line, `# NNN. Title`) and its status. A record's status is the first line after its title
// when that line starts with `Status:` (`Status: superseded by [NNN](NNN-file.md)`, or `Status: current`); a record
// without one is current. `--check` (run by `npm test`) fails when the index is stale. Both fail, naming the file,
// when a record has no such title, a status line reads otherwise, it names a record that does not exist, or no area
// takes its number.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(fileURLToPath(new URL('..', import.meta.url)), 'docs', 'decisions');
const indexFile = join(folder, 'README.md');

/** The areas, by number range. A new record takes the next free number of its area; a new area gets a line here. */
const AREAS = [
  { from: 1, to: 29, title: 'Platform: the contract, accounts, errors, storage, hosting, build, caching and tests' },
  { from: 30, to: 49, title: 'Sign-in, the shell, settings and lists in the PWA' },
  { from: 50, to: 69, title: 'Grants, actions, programs, reference lists and migrations on the server' },
  { from: 70, to: 79, title: 'The outbox' },
  { from: 80, to: 109, title: 'Grant, initiative and reference-list pages in the PWA' },
  { from: 110, to: 119, title: 'Notifications and the real-time hub' },
  {
    from: 120,
    to: 139,
    title: "Proposals, organisations and projects on the funder's side; the catalogs (129) and test databases (135) they outgrew",
  },
  { from: 140, to: 150, title: 'Fixes from review: Arabic, charts, pages and forms, pending changes, the offline cache' },
  { from: 151, to: 169, title: 'Security, stored files, sessions, the audit trail and ETags' },
  { from: 170, to: 181, title: 'Spec gaps, accessibility, speed and import cycles' },
  { from: 182, to: 199, title: "The organisations' side: accounts, proposals, notifications, organisations and their documents" },
  { from: 200, to: 209, title: "The organisations' projects, monthly reports and /inspire; faster unit tests (201)" },
  { from: 210, to: 219, title: 'What the browser loads, and how the code is divided' },
];

const STATUS_LINE = /^Status: (?:current|superseded by \[(\d{3})\]\((\d{3}-[^)\s]+\.md)\))$/;
const problems = [];

const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .toSorted()
  .map((name) => {
    const lines = readFileSync(join(folder, name), 'utf8').split('\n');
    const match = /^# (\d{3})\. (.+)$/.exec(lines[0] ?? '');
    if (!match || match[1] !== name.slice(0, 3)) {
      problems.push(`docs/decisions/${name}: the first line must be "# ${name.slice(0, 3)}. <title>"`);
      return null;
    }
    const record = { name, number: match[1], title: match[2], supersededBy: null };
    const next = lines.slice(1).find((line) => line.trim() !== '') ?? '';
    if (!/^status\s*:/i.test(next)) return record;
    const status = STATUS_LINE.exec(next.trim());
    if (!status) {
      problems.push(
        `docs/decisions/${name}: "${next.trim()}" is not a status; write "Status: current" or ` +
          '"Status: superseded by [NNN](NNN-file.md)" (the record that replaces it)',
      );
    } else if (status[1]) {
      record.supersededBy = { number: status[1], file: status[2] };
    }
    return record;
  })
  .filter((record) => record !== null);

const byNumber = new Map();
for (const record of records) {
  if (byNumber.has(record.number)) {
    problems.push(`docs/decisions/${record.name}: ${byNumber.get(record.number).name} has the number ${record.number} already`);
  }
  byNumber.set(record.number, record);
}

for (const record of records) {
  const replacement = record.supersededBy;
  if (!replacement) continue;
  const target = byNumber.get(replacement.number);
  if (!target) {
    problems.push(`docs/decisions/${record.name}: superseded by ${replacement.number}, but no record ${replacement.number} exists`);
  } else if (target === record) {
    problems.push(`docs/decisions/${record.name}: a record cannot supersede itself`);
  } else if (replacement.file !== target.name) {
    problems.push(`docs/decisions/${record.name}: the link to ${replacement.number} must be (${target.name}), not (${replacement.file})`);
  }
}

for (const [index, area] of AREAS.entries()) {
  const previous = AREAS[index - 1];
  if (area.from > area.to || (previous && area.from <= previous.to)) {
    problems.push(`scripts/decision-index.mjs: the area "${area.title}" (${area.from}-${area.to}) overlaps or is out of order`);
  }
}
const areaOf = (record) => AREAS.find((area) => area.from <= Number(record.number) && Number(record.number) <= area.to);
for (const record of records) {
  if (!areaOf(record)) {
    problems.push(`docs/decisions/${record.name}: no area takes the number ${record.number}; add one to AREAS in scripts/decision-index.mjs`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const threeDigits = (value) => String(value).padStart(3, '0');
const cell = (text) => text.replaceAll('|', '\\|');
const statusOf = ({ supersededBy }) =>
  supersededBy ? `superseded by [${supersededBy.number}](${byNumber.get(supersededBy.number).name})` : 'current';

const sections = AREAS.flatMap((area) => {
  const inArea = records.filter((record) => areaOf(record) === area);
  if (inArea.length === 0) return [];
  return [
    `## ${threeDigits(area.from)}–${threeDigits(area.to)}. ${area.title}`,
    '',
    '| # | decision | status |',
    '| --- | --- | --- |',
    ...inArea.map((record) => `| ${record.number} | [${cell(record.title)}](${record.name}) | ${statusOf(record)} |`),
    '',
  ];
});

const superseded = records.filter((record) => record.supersededBy).length;
const index = [
  '# Decisions',
  '',
  'Why things are the way they are: one record per decision a newcomer would question (context, decision, why).',
  'The records are numbered by area, in the ranges of the headings below; a new record takes the next free number of',
  'its area. A record that a later one replaced says so in the line under its title,',
  '`Status: superseded by [NNN](NNN-file.md)`; a record without that line is current. A later record that only changes',
  'part of an earlier one leaves both current and names the earlier one. How a feature works as built, screen by',
  'screen, is in [docs/features](../features/README.md).',
  '',
  'This index is written by `node scripts/decision-index.mjs` from the records themselves; `npm test` checks it.',
  '',
  ...sections,
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
  console.log(`decision index: ${records.length} records (${superseded} superseded), up to date`);
} else {
  writeFileSync(indexFile, index);
  console.log(`docs/decisions/README.md: ${records.length} records (${superseded} superseded)`);
}
