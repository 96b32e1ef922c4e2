// Main-thread time to restore a persisted TanStack Query cache holding 10,000 grants, as the app does at start
// (src/lib/persistence.ts restoreAndPersist -> persistQueryClientRestore): read the string from IndexedDB
// (fake-indexeddb in Node), JSON.parse it, hydrate a fresh QueryClient (src/lib/query-client.ts createQueryClient).
// Run it through `npm run bench -- cache`. Figures only, no assertions.
//
// What is persisted: the PersistedClient the app writes (persistQueryClientSave with the app's buster and
// dehydrateOptions, through createAsyncStoragePersister over src/lib/idb.ts keyValueStore, key 'query-cache'), from a
// QueryClient holding one grants list query (grantKeys.list, one page of 10,000 grants in the contract Grant shape:
// bilingual titles and texts, currency, programs, users in charge, countries, version). Two variants are measured:
//   list only            — the list query alone (10,000 grants, 1 query);
//   list + 10,000 detail — plus each grant's detail query (grantKeys.detail(id)), as if every card had been opened.
// BENCH_ROUNDS (default 20 per variant, after 3 warm-up restores), BENCH_CACHE_GRANTS (10000).
// In Node everything is on one thread: the IndexedDB read is fake-indexeddb's JS; in a browser that read is mostly
// off the main thread, while JSON.parse and hydrate are not. The shares are printed apart for that reason.
// The /auto entry installs IndexedDB's globals for the persister's store.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client';
import { GrantStatus } from '../../contract/enums.ts';
import type { Grant } from '../../contract/grants.ts';
import type { Paged } from '../../contract/paging.ts';
import { grantKeys } from '../../src/features/grants/api/grant-keys.ts';
import { keyValueStore } from '../../src/lib/idb.ts';
import { PERSIST_MAX_AGE_MS, createQueryClient } from '../../src/lib/query-client.ts';
import { machine, summary } from './bench-support.ts';

const GRANTS = Number(process.env.BENCH_CACHE_GRANTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARMUP = 3;
// As src/lib/persistence.ts (not exported there).
const CACHE_BUSTER = 'v1';
const STORAGE_KEY = 'query-cache';
const dehydrateOptions = { shouldDehydrateQuery: (query: { state: { status: string } }) => query.state.status === 'success' };

// ---------------------------------------------------------------------------------------------------------------
// 10,000 grants in the contract's shape, deterministic.

let seed = 20_260_101;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const SUBJECTS: Array<[string, string]> = [
  ["Girls' Education in Rural Jordan", 'تعليم الفتيات في ريف الأردن'],
  ['Safe Water for Host Communities', 'مياه آمنة للمجتمعات المضيفة'],
  ["Women's Enterprise Fund", 'صندوق مشاريع المرأة'],
  ['Food Security in Gaza', 'الأمن الغذائي في غزة'],
  ['Literacy for Refugee Children', 'محو الأمية للأطفال اللاجئين'],
  ['Mental Health Support for Youth', 'دعم الصحة النفسية للشباب'],
  ['Climate-Smart Agriculture', 'الزراعة الذكية مناخيًا'],
  ['Primary Health Care in Yemen', 'الرعاية الصحية الأولية في اليمن'],
];
const PEOPLE = ['Layla Haddad', 'Omar Khalil', 'Sara Nasser', 'Yousef Amin', 'Rania Saleh', 'Karim Aziz'];
const PROGRAMS = ['Education / التعليم', 'Water, Sanitation and Hygiene / المياه والصرف الصحي', 'Livelihoods / سبل العيش', 'Food Security / الأمن الغذائي'];
const CURRENCIES: Grant['currency'][] = [
  { id: 1, name: 'US Dollar', symbol: '$' },
  { id: 2, name: 'Euro', symbol: '€' },
  { id: 3, name: 'Jordanian Dinar', symbol: 'JD' },
];

function makeGrant(id: number): Grant {
  const [english, arabic] = pick(SUBJECTS);
  const currency = pick(CURRENCIES);
  const status = random() < 0.7 ? GrantStatus.Published : random() < 0.5 ? GrantStatus.Draft : GrantStatus.Closed;
  const programCount = 1 + Math.floor(random() * 3);
  const shares = programCount === 1 ? [100] : programCount === 2 ? [60, 40] : [50, 30, 20];
  const inCharge = 1 + Math.floor(random() * 3);
  const min = 1000 * (5 + Math.floor(random() * 50));
  const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 700) * 86_400_000).toISOString();
  return {
    id,
    title: `${english} ${id} / ${arabic} ${id}`,
    status,
    description: `Programme ${id}: ${english.toLowerCase()} through local partners, with quarterly reporting. ${arabic} من خلال الشركاء المحليين مع تقارير ربع سنوية.`,
    eligibility: 'Registered NGOs with three years of field experience. الجمعيات المسجلة ذات الخبرة الميدانية لثلاث سنوات.',
    currency_id: currency.id,
    currency,
    min_size: min,
    max_size: min * (2 + Math.floor(random() * 8)) + 0.5,
    proposals_count: Math.floor(random() * 40),
    deadline: status === GrantStatus.Draft ? null : day.slice(0, 10),
    created_by: 1 + Math.floor(random() * 6),
    created_by_name: pick(PEOPLE),
    created_at: day,
    users_in_charge: Array.from({ length: inCharge }, (_, index) => ({ admin_id: index + 1, name: PEOPLE[index] ?? 'Staff', is_manager: index === 0 })),
    programs: shares.map((percent, index) => ({ id: id * 10 + index, programId: index + 1, grantId: id, percent, title: PROGRAMS[index] ?? '' })),
    countries: Array.from({ length: 1 + Math.floor(random() * 5) }, (_, index) => 100 + index),
    objectives_count: 1 + Math.floor(random() * 4),
    due_diligences_count: 1 + Math.floor(random() * 4),
    version: 1 + Math.floor(random() * 12),
  };
}

const grants = Array.from({ length: GRANTS }, (_, index) => makeGrant(index + 1));
const listKey = grantKeys.list({ order_by: 'created_at', is_desc: true, page: 1, rows: GRANTS });

// ---------------------------------------------------------------------------------------------------------------

/** The app's persister (persistence.ts), with the JSON.parse and the IndexedDB read timed. */
const timing = { parse: 0, read: 0 };
const persister = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => {
      const started = performance.now();
      const value = await keyValueStore.getItem(key);
      timing.read += performance.now() - started;
      return value;
    },
    setItem: keyValueStore.setItem,
    removeItem: keyValueStore.removeItem,
  },
  key: STORAGE_KEY,
  throttleTime: 1000,
  deserialize: (text) => {
    const started = performance.now();
    const client = JSON.parse(text) as PersistedClient;
    timing.parse += performance.now() - started;
    return client;
  },
});

const report = () => {
  // The app's reporter shows toasts; nothing fails here.
};

const fmt = (value: number) => value.toFixed(1).padStart(8);

async function measure(label: string, withDetails: boolean) {
  const source = new QueryClient();
  source.setQueryData<Paged<Grant>>(listKey, { total: GRANTS, data: grants });
  if (withDetails) for (const grant of grants) source.setQueryData(grantKeys.detail(grant.id), grant);
  const queries = source.getQueryCache().getAll().length;
  await persistQueryClientSave({ queryClient: source, persister, buster: CACHE_BUSTER, dehydrateOptions });
  source.clear();
  const stored = await keyValueStore.getItem(STORAGE_KEY);
  if (!stored) throw new Error('the persister wrote nothing');
  const utf8MB = Buffer.byteLength(stored, 'utf8') / 1_048_576;
  const utf16MB = (stored.length * 2) / 1_048_576;

  const totals: number[] = [];
  const parses: number[] = [];
  const reads: number[] = [];
  const hydrates: number[] = [];
  const parseAlone: number[] = [];
  let problem = '';
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const queryClient = createQueryClient(report);
    timing.parse = 0;
    timing.read = 0;
    const started = performance.now();
    await persistQueryClientRestore({ queryClient, persister, maxAge: PERSIST_MAX_AGE_MS, buster: CACHE_BUSTER });
    const total = performance.now() - started;
    const restored = queryClient.getQueryCache().getAll().length;
    const list = queryClient.getQueryData<Paged<Grant>>(listKey);
    if (restored !== queries || list?.data.length !== GRANTS) problem = `MISMATCH: restored ${restored} of ${queries} queries, list of ${list?.data.length ?? 'nothing'}`;
    queryClient.clear();
    // JSON.parse of the same string on its own, outside the restore (no IndexedDB around it).
    const parseStarted = performance.now();
    JSON.parse(stored);
    const parseOnly = performance.now() - parseStarted;
    if (round < WARMUP) continue;
    totals.push(total);
    parses.push(timing.parse);
    reads.push(timing.read);
    hydrates.push(total - timing.parse - timing.read);
    parseAlone.push(parseOnly);
  }
  await keyValueStore.removeItem(STORAGE_KEY);

  const all = summary(totals);
  const share = (values: number[]) => summary(values.map((value, index) => (100 * value) / (totals[index] ?? 1))).median;
  console.log(`\n${label}: ${queries} queries; persisted JSON ${utf8MB.toFixed(2)} MB UTF-8 (${stored.length.toLocaleString('en')} chars, ${utf16MB.toFixed(2)} MB as a JS/IndexedDB string)`);
  console.log('step (ms)'.padEnd(40), 'median'.padStart(8), 'p95'.padStart(8), 'min'.padStart(8), 'max'.padStart(8), 'share'.padStart(7));
  const line = (name: string, values: number[], withShare = true) => {
    const s = summary(values);
    console.log(name.padEnd(40), fmt(s.median), fmt(s.p95), fmt(s.min), fmt(s.max), withShare ? `${share(values).toFixed(0).padStart(6)}%` : '');
  };
  console.log('persistQueryClientRestore, total'.padEnd(40), fmt(all.median), fmt(all.p95), fmt(all.min), fmt(all.max), '   100%');
  line('  IndexedDB read (fake-indexeddb)', reads);
  line('  JSON.parse (persister deserialize)', parses);
  line('  hydrate + rest', hydrates);
  line('JSON.parse alone, outside the restore', parseAlone, false);
  if (problem) console.log(problem);
}

console.log(`Restore of a persisted query cache holding ${GRANTS.toLocaleString('en')} grants (contract Grant shape, bilingual texts) into a fresh QueryClient`);
console.log("persister: createAsyncStoragePersister over src/lib/idb.ts keyValueStore (fake-indexeddb), key 'query-cache', buster 'v1', maxAge 7 days — as src/lib/persistence.ts");
console.log(`${ROUNDS} restores per variant after ${WARMUP} warm-up restores; main thread = the one Node thread`);
await measure('list only (one list query of 10,000 grants)', false);
await measure('list + detail (the list query and 10,000 grantKeys.detail queries)', true);
console.log(`\nmachine: ${machine()}`);
