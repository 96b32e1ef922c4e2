// Time to drain 200 queued grant actions after reconnect: the outbox engine (src/offline) with its IndexedDB store
// (fake-indexeddb in Node) sends them, one lane per grant and several lanes at once (decision 179), over loopback
// HTTP to the REAL server (server/main.ts on a temporary DATA_DIR, demo seed, SQLite), signed in as
// admin@demo.test. Run it through `npm run bench -- outbox`.
//
// Setup (not timed): 20 published grants the admin is in charge of are created through the API (POST /DonorGrant,
// an objective, a due diligence, PUT …/Publish). Each round, "offline": the user has seen every grant at its current
// version v and queues 10 deadline changes per grant (200 records, interleaved across grants). Like the app
// (queueUpdateDeadline takes the cached grant's version; the overlay never changes it), all 10 carry If-Match v:
// the engine rebases each grant's later records onto the version the server answers. Then "reconnect" and time until
// the queue is empty. Each round checks that every action was applied exactly once (version +10, final deadline = the
// last queued, one audit entry per queued change, no 412 / replay / rejection) and prints MISMATCH lines otherwise.
//
// BENCH_OUTBOX_TARGET=stub drains against a small node:http stub of the same protocol instead (no database: the
// engine and fake-indexeddb's share). BENCH_ROUNDS (default 5, after 1 warm-up round), BENCH_OUTBOX_PER_GRANT (10).
// Figures only, no assertions.
// The /auto entry installs IndexedDB's globals for the outbox store.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import SQLite from 'better-sqlite3';
import { apiPaths } from '../../contract/api-paths.ts';
import { GrantStatus } from '../../contract/enums.ts';
import type { Grant, GrantInput } from '../../contract/grants.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, IF_MATCH_HEADER } from '../../contract/outbox.ts';
import type { Paged } from '../../contract/paging.ts';
import { NetworkError, apiErrorFromResponse } from '../../src/lib/api-error.ts';
import { openPortalDb } from '../../src/lib/idb.ts';
import { grantKeys } from '../../src/features/grants/api/grant-keys.ts';
import { defineOutboxAction } from '../../src/offline/outbox-actions.ts';
import { OUTBOX_CONCURRENCY, createOutboxEngine, type OutboxTransport } from '../../src/offline/outbox-engine.ts';
import { createOutboxStore, type OutboxStore } from '../../src/offline/outbox-store.ts';
import { logIn, machine, startServer, summary } from './bench-support.ts';

const TARGET = process.env.BENCH_OUTBOX_TARGET === 'stub' ? 'stub' : 'server';
const GRANTS = 20;
const PER_GRANT = Number(process.env.BENCH_OUTBOX_PER_GRANT ?? 10);
const ACTIONS = GRANTS * PER_GRANT;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_ROUNDS = 1;

function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// Targets: the real server (default) or the stub. Both answer under /api with the same protocol.

type Target = {
  label: string;
  baseUrl: string;
  token: string;
  userId: number;
  /** The 20 published grants the signed-in user is in charge of. */
  grantIds: number[];
  getGrant(id: number): Promise<Grant>;
  /** A point in the server's change log (the audit log's last id for the real server). */
  mark(): unknown;
  /** The grant changes the server recorded since `mark`: grant id -> the deadlines set, in order. */
  appliedSince(mark: unknown): Map<number, string[]>;
  stop(): Promise<void>;
};

async function call<T>(target: { baseUrl: string; token: string }, method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${target.baseUrl}/api${path}`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${target.token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

function userIdOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string | number };
  return Number(claims.sub ?? 1);
}

async function realServer(): Promise<Target> {
  const server = await startServer();
  try {
    const token = await logIn(server.baseUrl);
    const session = { baseUrl: server.baseUrl, token };
    const currencies = await call<{ id: number; code: string }[]>(session, 'GET', apiPaths.reference.currencies);
    const countries = await call<{ id: number; code: string }[]>(session, 'GET', apiPaths.reference.countries);
    const programs = await call<{ id: number }[]>(session, 'GET', apiPaths.reference.programOptions);
    const dueDiligences = await call<{ id: number }[]>(session, 'GET', apiPaths.reference.dueDiligence);
    const currencyId = (currencies.find((currency) => currency.code === 'USD') ?? currencies[0])?.id;
    const [first, second] = programs;
    if (!currencyId || !first || !second || countries.length < 2 || !dueDiligences[0]) throw new Error('the demo seed lacks currencies, programs, countries or due diligences');
    const grantIds: number[] = [];
    for (let index = 1; index <= GRANTS; index++) {
      const input: GrantInput = {
        title: `Bench grant ${index}: Literacy for Refugee Children / محو الأمية للأطفال اللاجئين ${index}`,
        description: 'Reading clubs in camps. نوادي القراءة في المخيمات.',
        eligibility: 'Registered NGOs. الجمعيات المسجلة.',
        currency_id: currencyId,
        min_size: 1000,
        max_size: 5000.25,
        programs: [
          { programId: first.id, percent: 60 },
          { programId: second.id, percent: 40 },
        ],
        countries: countries.slice(0, 2).map((country) => country.id),
      };
      const draft = await call<Grant>(session, 'POST', apiPaths.grants.list, input);
      await call<Grant>(session, 'POST', apiPaths.grants.objectives(draft.id), { title: 'Reach 2,000 children / الوصول إلى 2000 طفل' });
      const ready = await call<Grant>(session, 'POST', apiPaths.grants.dueDiligences(draft.id), { due_diligence_id: dueDiligences[0].id });
      const published = await call<Grant>(session, 'PUT', apiPaths.grants.publish(draft.id), { deadline: daysFromToday(30) }, { [IF_MATCH_HEADER]: String(ready.version) });
      if (published.status !== GrantStatus.Published) throw new Error(`grant ${draft.id} did not publish`);
      if (!published.users_in_charge.some((user) => user.admin_id === userIdOf(token))) throw new Error(`the admin is not in charge of grant ${draft.id}`);
      grantIds.push(draft.id);
    }
    // The audit log, read beside the server (WAL): an independent count of what the server applied.
    const audit = new SQLite(join(server.dataDir, 'portal.db'), { readonly: true, fileMustExist: true });
    const lastId = () => (audit.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM audit_log').get() as { id: number }).id;
    return {
      label: 'the real server (server/main.ts, SQLite in a temp DATA_DIR, demo seed), signed in as admin@demo.test',
      baseUrl: server.baseUrl,
      token,
      userId: userIdOf(token),
      grantIds,
      getGrant: (id) => call<Grant>(session, 'GET', apiPaths.grants.one(id)),
      mark: lastId,
      appliedSince(mark) {
        const rows = audit
          .prepare("SELECT entity_id, details FROM audit_log WHERE id > ? AND entity = 'grant' ORDER BY id")
          .all(mark as number) as { entity_id: number; details: string }[];
        const applied = new Map<number, string[]>();
        for (const row of rows) {
          const details = JSON.parse(row.details) as { change?: string; to?: string };
          const list = applied.get(row.entity_id) ?? [];
          list.push(details.change === 'deadline' ? String(details.to) : `(other change: ${row.details})`);
          applied.set(row.entity_id, list);
        }
        return applied;
      },
      async stop() {
        audit.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** The protocol without a database: Idempotency-Key replay, If-Match check, 412 with the current grant. */
async function stubServer(): Promise<Target> {
  const grants = new Map<number, { id: number; version: number; status: number; deadline: string }>();
  for (let id = 1; id <= GRANTS; id++) grants.set(id, { id, version: 1, status: GrantStatus.Published, deadline: daysFromToday(30) });
  const answers = new Map<string, { status: number; body: string }>();
  const log: Array<{ id: number; deadline: string }> = [];
  const stub = createServer(async (request, response) => {
    const body = await readBody(request);
    const [, , , id, verb] = (request.url ?? '').split('/');
    const grant = grants.get(Number(id));
    if (request.method === 'GET') {
      response.writeHead(grant ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(grant ?? { Message: 'Not found' }));
      return;
    }
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    const reply = (status: number, payload: unknown) => {
      const text = JSON.stringify(payload);
      if (typeof key === 'string') answers.set(key, { status, body: text });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
    };
    const replay = typeof key === 'string' ? answers.get(key) : undefined;
    if (replay) {
      response.writeHead(replay.status, { 'Content-Type': 'application/json', [IDEMPOTENT_REPLAY_HEADER]: 'true' }).end(replay.body);
      return;
    }
    if (!grant || verb !== 'Deadline') return reply(404, { Message: 'Not found' });
    const ifMatch = request.headers[IF_MATCH_HEADER.toLowerCase()];
    if (ifMatch !== undefined && Number(ifMatch) !== grant.version) return reply(412, { Message: 'Changed', current: grant });
    grant.deadline = (JSON.parse(body) as { deadline: string }).deadline;
    grant.version += 1;
    log.push({ id: grant.id, deadline: grant.deadline });
    reply(200, grant);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  return {
    label: 'a loopback node:http STUB of the grant protocol (BENCH_OUTBOX_TARGET=stub; no database, no auth)',
    baseUrl,
    token: 'stub',
    userId: 1,
    grantIds: [...grants.keys()],
    getGrant: async (id) => (await (await fetch(`${baseUrl}/api/DonorGrant/${id}`)).json()) as Grant,
    mark: () => log.length,
    appliedSince(mark) {
      const applied = new Map<number, string[]>();
      for (const entry of log.slice(mark as number)) applied.set(entry.id, [...(applied.get(entry.id) ?? []), entry.deadline]);
      return applied;
    },
    stop: () => new Promise<void>((resolve) => stub.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The app's deadline action, mirrored (src/features/grants/api/update-deadline.ts cannot be imported in Node: it
// uses the Lingui macro and the page's outbox runtime). Same type, request, versionOf and cache reconciliation.

type DeadlinePayload = { grantId: number; deadline: string };
const describe = (): MessageDescriptor => ({ id: 'bench' });
const deadlineAction = defineOutboxAction<DeadlinePayload, Grant, Grant>({
  type: 'grant.deadline',
  entity: 'grant',
  request: (payload) => ({ method: 'PUT', path: apiPaths.grants.deadline(payload.grantId), json: { deadline: payload.deadline } }),
  overlay: (grant, { deadline }) => ({ ...grant, deadline }),
  onSuccess: (queryClient, answer) => {
    // storeGrantAnswer (grant-cache.ts): the detail and every cached list page showing the grant.
    queryClient.setQueryData(grantKeys.detail(answer.id), answer);
    queryClient.setQueriesData<Paged<Grant>>({ queryKey: grantKeys.lists() }, (page) =>
      page ? { ...page, data: page.data.map((item) => (item.id === answer.id ? answer : item)) } : page,
    );
  },
  versionOf: (answer) => (typeof answer.version === 'number' ? answer.version : null),
  invalidates: (payload) => [grantKeys.lists(), grantKeys.detail(payload.grantId)],
  describe,
});

// ---------------------------------------------------------------------------------------------------------------

type Traffic = { requests: number; statuses: Map<number, number>; replays: number; httpMs: number };

/** Where a drain's time goes: the store's IndexedDB transactions (fake-indexeddb) vs the HTTP round trips. */
const storeMs = { update: 0, transact: 0, other: 0 };
function timed<Args extends unknown[], Result>(bucket: keyof typeof storeMs, run: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    const started = performance.now();
    try {
      return await run(...args);
    } finally {
      storeMs[bucket] += performance.now() - started;
    }
  };
}
function timedStore(store: OutboxStore): OutboxStore {
  return {
    list: timed('other', store.list),
    get: timed('other', store.get),
    put: timed('other', store.put),
    transact: timed('transact', store.transact),
    update: timed('update', store.update),
    clearUser: timed('other', store.clearUser),
  };
}

function transportFor(target: Target, traffic: Traffic): OutboxTransport {
  // As src/lib/http.ts api() sends it: JSON, the bearer token, the language, the outbox's two headers.
  return async (request, headers) => {
    let response: Response;
    const started = performance.now();
    try {
      response = await fetch(`${target.baseUrl}/api${request.path}`, {
        method: request.method,
        headers: { Accept: 'application/json', 'Accept-Language': 'en', Authorization: `Bearer ${target.token}`, 'Content-Type': 'application/json', ...headers },
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
      });
    } catch (cause) {
      throw new NetworkError(cause);
    }
    traffic.requests += 1;
    traffic.statuses.set(response.status, (traffic.statuses.get(response.status) ?? 0) + 1);
    if (response.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true') traffic.replays += 1;
    try {
      if (!response.ok) throw await apiErrorFromResponse(response);
      return await response.json();
    } finally {
      traffic.httpMs += performance.now() - started;
    }
  };
}

const target = TARGET === 'stub' ? await stubServer() : await realServer();
const times: number[] = [];
const enqueueTimes: number[] = [];
const breakdown: Array<{ total: number; http: number; update: number; transact: number }> = [];
let mismatches = 0;
const problems: string[] = [];

function mismatch(round: string, text: string) {
  mismatches += 1;
  const line = `MISMATCH ${round}: ${text}`;
  problems.push(line);
  console.log(line);
}

try {
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const roundName = round < WARMUP_ROUNDS ? `warm-up round ${round + 1}` : `round ${round - WARMUP_ROUNDS + 1}`;
    // What the user saw before going offline: each grant at its current version, in the list and detail caches.
    const seen = await Promise.all(target.grantIds.map((id) => target.getGrant(id)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, staleTime: Infinity } } });
    queryClient.setQueryData(grantKeys.list({ order_by: 'created_at', is_desc: true, page: 1, rows: GRANTS }), { total: GRANTS, data: seen });
    for (const grant of seen) queryClient.setQueryData(grantKeys.detail(grant.id), grant);

    const traffic: Traffic = { requests: 0, statuses: new Map(), replays: 0, httpMs: 0 };
    let online = false;
    const connection = openPortalDb();
    await (await connection).clear('outbox');
    const engine = createOutboxEngine({
      store: timedStore(createOutboxStore(() => connection)),
      transport: transportFor(target, traffic),
      userId: () => target.userId,
      locks: null,
      channel: null,
      queryClient,
      isOnline: () => online,
      onInternalError: (error) => mismatch(roundName, `engine internal error: ${String(error)}`),
    });
    engine.start();
    await engine.idle();

    // Offline: 10 deadline changes per grant, interleaved, all based on the version the user saw (chained by rebase).
    const expected = new Map<number, string[]>();
    const enqueueStarted = performance.now();
    for (let step = 0; step < PER_GRANT; step++) {
      const deadline = daysFromToday(60 + round * PER_GRANT + step);
      for (const grant of seen) {
        await engine.enqueue(deadlineAction, { entityId: grant.id, baseVersion: grant.version, payload: { grantId: grant.id, deadline } });
        expected.set(grant.id, [...(expected.get(grant.id) ?? []), deadline]);
      }
    }
    await engine.idle();
    enqueueTimes.push(performance.now() - enqueueStarted);
    if (engine.snapshot().pending !== ACTIONS || traffic.requests !== 0) mismatch(roundName, `offline queue holds ${engine.snapshot().pending} (expected ${ACTIONS}), ${traffic.requests} sent while offline`);
    const mark = target.mark();
    storeMs.update = 0;
    storeMs.transact = 0;

    // Reconnect: time until the queue is empty.
    const started = performance.now();
    online = true;
    await engine.wake({ reconnected: true });
    await engine.idle();
    const elapsed = performance.now() - started;
    const snapshot = engine.snapshot();
    const leftInStore = await (await connection).count('outbox');
    engine.stop();
    (await connection).close();
    if (round >= WARMUP_ROUNDS) {
      times.push(elapsed);
      breakdown.push({ total: elapsed, http: traffic.httpMs, update: storeMs.update, transact: storeMs.transact });
    }

    // Exactly once?
    if (snapshot.records.length !== 0 || leftInStore !== 0) {
      const states = snapshot.records.map((record) => `${record.state}${record.error ? ` ${record.error.status} ${record.error.message}` : ''}`);
      mismatch(roundName, `${snapshot.records.length} records left in the outbox (${leftInStore} in IndexedDB): ${[...new Set(states)].join('; ')}`);
    }
    const nonOk = [...traffic.statuses].filter(([status]) => status !== 200);
    if (traffic.requests !== ACTIONS || nonOk.length > 0 || traffic.replays > 0) {
      mismatch(roundName, `${traffic.requests} requests for ${ACTIONS} actions; statuses ${JSON.stringify(Object.fromEntries(traffic.statuses))}; ${traffic.replays} replayed answers`);
    }
    const applied = target.appliedSince(mark);
    const after = await Promise.all(target.grantIds.map((id) => target.getGrant(id)));
    for (const [index, grant] of after.entries()) {
      const before = seen[index];
      const wanted = expected.get(grant.id) ?? [];
      if (!before) continue;
      if (grant.version !== before.version + PER_GRANT) mismatch(roundName, `grant ${grant.id}: version ${before.version} -> ${grant.version}, expected +${PER_GRANT}`);
      if (grant.deadline !== wanted.at(-1)) mismatch(roundName, `grant ${grant.id}: final deadline ${grant.deadline}, expected the last queued ${wanted.at(-1)}`);
      const got = applied.get(grant.id) ?? [];
      if (got.join(',') !== wanted.join(',')) mismatch(roundName, `grant ${grant.id}: server applied [${got.join(', ')}], queued [${wanted.join(', ')}]`);
      const cached = queryClient.getQueryData<Grant>(grantKeys.detail(grant.id));
      if (cached?.version !== grant.version || cached.deadline !== grant.deadline) mismatch(roundName, `grant ${grant.id}: cache holds v${cached?.version} ${cached?.deadline}, server v${grant.version} ${grant.deadline}`);
    }
    for (const id of applied.keys()) if (!expected.has(id)) mismatch(roundName, `grant ${id} changed but nothing was queued for it`);
    queryClient.clear();
  }
} finally {
  await target.stop();
}

const drain = summary(times);
const enqueue = summary(enqueueTimes);
console.log(`Drain of ${ACTIONS} queued grant deadline changes (${GRANTS} published grants x ${PER_GRANT}, each grant's chain queued on the version the user saw and rebased by the engine) after reconnect`);
console.log(`target: ${target.label}`);
console.log(`client: outbox engine of src/offline, store on fake-indexeddb, up to ${OUTBOX_CONCURRENCY} requests at once (one per grant, decision 179), Node fetch over loopback`);
console.log(`machine: ${machine()}`);
console.log(`${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up round; times in ms`);
console.log('figure'.padEnd(26), 'median'.padStart(9), 'min'.padStart(9), 'max'.padStart(9));
const cells = (values: number[], digits: number) => values.map((value) => value.toFixed(digits).padStart(9));
console.log('drain total (ms)'.padEnd(26), ...cells([drain.median, drain.min, drain.max], 1));
console.log('per action (ms)'.padEnd(26), ...cells([drain.median, drain.min, drain.max].map((ms) => ms / ACTIONS), 2));
console.log('actions/s'.padEnd(26), ...cells([drain.median, drain.min, drain.max].map((ms) => (ACTIONS * 1000) / ms), 0), '  (min/max columns: of the fastest/slowest round)');
console.log('enqueue 200 offline (ms)'.padEnd(26), ...cells([enqueue.median, enqueue.min, enqueue.max], 1));
// The sends overlap (decision 179): each phase's time is summed over all sends and shown as a share of that sum.
const busy = (entry: (typeof breakdown)[number]) => entry.http + entry.update + entry.transact;
const share = (pick: (entry: (typeof breakdown)[number]) => number) => summary(breakdown.map((entry) => (100 * pick(entry)) / busy(entry))).median.toFixed(0);
console.log(
  `where the sends' time goes (summed over concurrent sends, median share): HTTP round trip ${share((entry) => entry.http)}%, ` +
    `IndexedDB 'send' update ${share((entry) => entry.update)}%, IndexedDB success+rebase transaction ${share((entry) => entry.transact)}%; ` +
    `summed send time / drain time ${summary(breakdown.map((entry) => busy(entry) / entry.total)).median.toFixed(1)}x`,
);
console.log(`rounds (ms): ${times.map((ms) => ms.toFixed(1)).join(', ')}`);
console.log(
  mismatches === 0
    ? `exactly once: OK in every round (incl. warm-up): each grant's version +${PER_GRANT}, final deadline = last queued, one audit entry per queued change in order, ${ACTIONS} requests all 200, no 412, no replay`
    : `MISMATCH: ${mismatches} problem(s) found, see the MISMATCH lines above`,
);
