// Throughput of the paged lists under concurrent load (issue 15 item 1), beside a bare Fastify route answering the
// same JSON body from the same process: the ratio says how much of the time the portal's own stack (auth, access
// rules, validation, queries, serialisation) takes. Then concurrent writes with an Idempotency-Key, each key sent
// twice, and a check that each one applied exactly once. Figures only, never asserted.
//
// Run through `npm run bench -- throughput`. The server (buildApp on a demo-seeded database, plus the bare route)
// runs in a child process, so autocannon in this process does not share its event loop. SQLite always; PostgreSQL
// too when server/test/postgres.ts finds one (a throwaway database, dropped afterwards).
// BENCH_SECONDS (default 4) sets the length of each run; BENCH_CONNECTIONS (default 10,50,200) the loads;
// BENCH_DIALECTS (default sqlite,postgres) the databases; BENCH_LISTS (default grants,proposals,projects) the lists;
// BENCH_WARMUP (default 2) sets the unmeasured seconds each list is first run for, app and bare alike;
// BENCH_WRITES=0 skips the writes; BENCH_BARE=0 the bare route (a profile of the app alone); BENCH_SERVER_PROF=<dir> writes the server's CPU profile there.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API_BASE, TOKEN_PATH, apiPaths } from '../../contract/api-paths.ts';
import { DEMO_PASSWORD } from '../../contract/constants.ts';
import { IDEMPOTENT_REPLAY_HEADER } from '../../contract/outbox.ts';
import { machine } from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * Each list is first run unmeasured for this long, at 10 connections, app and bare alike: the first requests compile
 * the JavaScript, the queries and (on PostgreSQL) the named statements of every pooled connection, and their latency
 * belongs to a server's start, not to its steady state that the figures describe.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50,200').split(',').map(Number);
/** The writes run at the heaviest load measured (200 connections by default), as issue 15 asks. */
const WRITE_CONNECTIONS = Math.max(...CONNECTIONS);
const WRITE_KEYS = 300;

const LISTS = {
  grants: `${API_BASE}${apiPaths.grants.list}?page=1&rows=10`,
  proposals: `${API_BASE}${apiPaths.proposals.list}?page=1&rows=10`,
  projects: `${API_BASE}${apiPaths.projects.list}?page=1&rows=10`,
} as const;
type ListName = keyof typeof LISTS;
const LIST_NAMES = (process.env.BENCH_LISTS ?? Object.keys(LISTS).join(',')).split(',').filter((name): name is ListName => name in LISTS);
const WITH_WRITES = process.env.BENCH_WRITES !== '0';
const WITH_BARE = process.env.BENCH_BARE !== '0';

type Ready = { kind: 'ready'; appUrl: string; bareUrl: string; token: string; grantId: number; dialect: string };
type Checked = { kind: 'checked'; versionBefore: number; versionAfter: number; auditRows: number; storedKeys: number };
type ToServer = { kind: 'snapshot' } | { kind: 'cpu' } | { kind: 'check'; grantId: number; since: string } | { kind: 'stop' };

// ---------------------------------------------------------------------------------------------------------------
// The server half (child process).

const nothingToDrop = () => Promise.resolve();
const send = (message: Ready | Checked | { kind: 'snapshot'; at: string } | { kind: 'cpu'; micros: number }) => process.send?.(message);
/** An answer without its "replayed" mark. */
const statusOf = (answer: string) => answer.replace(/ replayed$/, '');

async function serve(postgresBase: string | null): Promise<void> {
  const { buildApp } = await import('../../server/app.ts');
  const { loadConfig } = await import('../../server/config.ts');
  const { openDatabase } = await import('../../server/db/database.ts');
  const { migrateToLatest } = await import('../../server/db/migrate.ts');
  const { seedOnFirstStart } = await import('../../server/db/seed/index.ts');
  const { fileMailer } = await import('../../server/platform/mail.ts');
  const { dropDatabase, runStatement, databaseUrlFor } = await import('../../server/test/postgres.ts');

  const dataDir = mkdtempSync(join(tmpdir(), 'donor-portal-throughput-'));
  let databaseUrl: string | null = null;
  let dropPostgres: () => Promise<void> = nothingToDrop;
  if (postgresBase) {
    const name = `bench_throughput_${randomBytes(5).toString('hex')}`;
    await runStatement(postgresBase, `create database "${name}"`);
    databaseUrl = databaseUrlFor(postgresBase, name);
    dropPostgres = () => dropDatabase(postgresBase, name);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED: 'demo', PUBLIC_URL: 'http://127.0.0.1', PORT: '0', HOST: '127.0.0.1' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_EMAIL']) delete env[name];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const config = loadConfig(env);
  const database = openDatabase(config);
  const mailer = fileMailer(join(dataDir, 'mail'), { info: () => undefined });
  await migrateToLatest(database.db);
  await seedOnFirstStart(database.db, config, mailer);
  const app = await buildApp({ config, database, mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const signIn = await app.inject({
    method: 'POST',
    url: TOKEN_PATH,
    payload: new URLSearchParams({ grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = signIn.json<{ access_token: string }>().access_token;
  const authorization = `Bearer ${token}`;

  // The bare route answers each list's body as the app answers it (parsed once, stringified per request as Fastify does).
  const bare = Fastify({ logger: false });
  for (const [name, url] of Object.entries(LISTS)) {
    const response = await app.inject({ method: 'GET', url, headers: { authorization } });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
    const body: unknown = response.json();
    bare.get(`/bare/${name}`, () => body);
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  // A published grant the admin is in charge of, whose deadline the write load moves.
  const grants = await app.inject({ method: 'GET', url: `${API_BASE}${apiPaths.grants.list}?page=1&rows=100&status=1`, headers: { authorization } });
  const candidates = grants.json<{ data: { id: number; status: number }[] }>().data.filter((grant) => grant.status === 1);
  let grantId = 0;
  for (const grant of candidates) {
    const tryIt = await app.inject({
      method: 'PUT',
      url: `${API_BASE}/DonorGrant/${grant.id}/Deadline`,
      headers: { authorization },
      payload: { deadline: '2099-12-31' },
    });
    if (tryIt.statusCode === 200) {
      grantId = grant.id;
      break;
    }
  }
  if (!grantId) throw new Error('no published grant the admin may change');

  process.on('message', async (message: ToServer) => {
    if (message.kind === 'cpu') {
      // The server process's CPU time so far (user + system): per request, it is far steadier on a busy machine than req/s.
      const usage = process.cpuUsage();
      send({ kind: 'cpu', micros: usage.user + usage.system });
    } else if (message.kind === 'snapshot') {
      // The audit log's clock: entries after this instant belong to the write load.
      send({ kind: 'snapshot', at: new Date().toISOString() });
    } else if (message.kind === 'check') {
      const db = database.db;
      const grant = await db.selectFrom('grants').select('version').where('id', '=', message.grantId).executeTakeFirstOrThrow();
      const audit = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('entity', '=', 'grant')
        .where('entity_id', '=', message.grantId)
        .where('created_at', '>=', message.since)
        .executeTakeFirstOrThrow();
      const keys = await db
        .selectFrom('idempotency_keys')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('path', '=', `${API_BASE}/DonorGrant/${message.grantId}/Deadline`)
        .where('status', '=', 200)
        .executeTakeFirstOrThrow();
      send({ kind: 'checked', versionBefore: 0, versionAfter: grant.version, auditRows: Number(audit.count), storedKeys: Number(keys.count) });
    } else {
      await bare.close();
      await app.close();
      await database.db.destroy();
      await dropPostgres();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  send({ kind: 'ready', appUrl, bareUrl, token, grantId, dialect: database.dialect });
}

// ---------------------------------------------------------------------------------------------------------------
// The load half (this process).

type Figures = { rps: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number; cpuPerRequest: number };

async function load(child: ChildProcess, options: autocannon.Options): Promise<Figures> {
  const cpuBefore = await ask<{ micros: number }>(child, { kind: 'cpu' });
  const result = await autocannon({ ...options, timeout: 10 });
  const cpuAfter = await ask<{ micros: number }>(child, { kind: 'cpu' });
  return {
    cpuPerRequest: (cpuAfter.micros - cpuBefore.micros) / 1000 / Math.max(1, result['2xx'] + result.non2xx),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const NOT_RUN: Figures = { rps: 0, p50: 0, p99: 0, errors: 0, timeouts: 0, non2xx: 0, cpuPerRequest: 0 };

const columns = (figures: Figures) =>
  [
    figures.rps.toFixed(0).padStart(8),
    figures.p50.toFixed(0).padStart(6),
    figures.p99.toFixed(0).padStart(6),
    String(figures.errors + figures.non2xx).padStart(6),
    String(figures.timeouts).padStart(8),
    figures.cpuPerRequest.toFixed(3).padStart(7),
  ].join(' ');

function startServer(postgresBase: string | null): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', postgresBase ?? ''], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with code ${code}`)));
    child.once('message', (message: Ready) => resolve({ child, ready: message }));
  });
}

function ask<T>(child: ChildProcess, message: ToServer): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer: T) => resolve(answer));
    child.send(message);
  });
}

async function benchDialect(postgresBase: string | null): Promise<void> {
  const { child, ready } = await startServer(postgresBase);
  try {
    const headers = { authorization: `Bearer ${ready.token}` };
    console.log(
      `\n--- ${ready.dialect}: ${SECONDS} s per run, after ${WARMUP_SECONDS} s of warm-up per list; req/s, latency ms; "errors" counts errors and non-2xx answers; ` +
        '"cpu ms" is the server process\'s CPU time per answer (steadier than req/s on a shared machine) ---',
    );
    console.log('list'.padEnd(10), 'conns'.padStart(5), '   app req/s    p50    p99 errors timeouts cpu ms', '  bare req/s    p50    p99 errors timeouts cpu ms', ' app/bare');
    for (const name of LIST_NAMES) {
      if (WARMUP_SECONDS > 0) {
        await autocannon({ url: ready.appUrl + LISTS[name], connections: 10, duration: WARMUP_SECONDS, headers });
        if (WITH_BARE) await autocannon({ url: `${ready.bareUrl}/bare/${name}`, connections: 10, duration: WARMUP_SECONDS });
      }
      for (const connections of CONNECTIONS) {
        const app = await load(child, { url: ready.appUrl + LISTS[name], connections, duration: SECONDS, headers });
        const bare = WITH_BARE ? await load(child, { url: `${ready.bareUrl}/bare/${name}`, connections, duration: SECONDS }) : NOT_RUN;
        const ratio = bare.rps > 0 ? `${((app.rps / bare.rps) * 100).toFixed(1)}%` : 'n/a';
        console.log(name.padEnd(10), String(connections).padStart(5), '  ', columns(app), '  ', columns(bare), ratio.padStart(8));
      }
    }

    if (WITH_WRITES) await benchWrites(child, ready, headers);
  } finally {
    child.removeAllListeners('exit');
    child.send({ kind: 'stop' } satisfies ToServer);
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  }
}

/** PUT …/Deadline at WRITE_CONNECTIONS, every Idempotency-Key sent twice, then a check that each applied exactly once. */
async function benchWrites(child: ChildProcess, ready: Ready, headers: Record<string, string>): Promise<void> {
  // Every Idempotency-Key is sent twice, the twin often concurrently.
  const { at: since } = await ask<{ at: string }>(child, { kind: 'snapshot' });
  const before = await (await fetch(`${ready.appUrl}${API_BASE}/DonorGrant/${ready.grantId}`, { headers })).json();
  const keys = Array.from({ length: WRITE_KEYS }, () => crypto.randomUUID());
  const base = Date.UTC(2031, 0, 1);
  let sent = 0;
  const REPLAY = IDEMPOTENT_REPLAY_HEADER.toLowerCase();
  // Every answer per key: a key's twin must get the same answer (replayed), whether that is the change or a refusal.
  const answers = new Map<string, string[]>();
  const writes = await autocannon({
    url: `${ready.appUrl}${API_BASE}/DonorGrant/${ready.grantId}/Deadline`,
    connections: WRITE_CONNECTIONS,
    amount: WRITE_KEYS * 2,
    timeout: 10,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          const index = Math.floor(sent / 2) % WRITE_KEYS;
          sent += 1;
          const key = keys[index] as string;
          // One request at a time per connection, so its context names the key of the answer that comes next.
          context.key = key;
          const deadline = new Date(base + index * 86_400_000).toISOString().slice(0, 10);
          return { ...request, headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ deadline }) };
        },
        onResponse: (status, body, context, responseHeaders) => {
          const code = status === 200 ? '' : ` ${(/"code":"([^"]+)"/i.exec(body) ?? [])[1] ?? 'refused'}`;
          const replayed = Object.entries(responseHeaders).some(([name, value]) => name.toLowerCase() === REPLAY && value === 'true');
          const key = String(context.key);
          answers.set(key, [...(answers.get(key) ?? []), `${status}${code}${replayed ? ' replayed' : ''}`]);
        },
      },
    ],
  });
  const check = await ask<Checked>(child, { kind: 'check', grantId: ready.grantId, since });
  const versionBefore = (before as { version: number }).version;
  const applied = check.versionAfter - versionBefore;
  const tally = new Map<string, number>();
  for (const list of answers.values()) for (const answer of list) tally.set(answer, (tally.get(answer) ?? 0) + 1);
  const consistent = [...answers.values()].filter((list) => list.length >= 2 && list.every((answer) => statusOf(answer) === statusOf(list[0] as string))).length;
  const keysApplied = [...answers.values()].filter((list) => list.some((answer) => answer.startsWith('200'))).length;
  const exactlyOnce = applied === keysApplied && check.auditRows === keysApplied && check.storedKeys === keysApplied && consistent === WRITE_KEYS;
  console.log(
    `writes: PUT …/DonorGrant/${ready.grantId}/Deadline, ${WRITE_KEYS} keys × 2 at ${WRITE_CONNECTIONS} connections: ` +
      `${writes.requests.average.toFixed(0)} req/s, p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms, ` +
      `${writes.errors} errors, ${writes.timeouts} timeouts, ${writes.non2xx} non-2xx`,
  );
  console.log(`  answers: ${[...tally].map(([answer, count]) => `${answer} ×${count}`).join(', ')}`);
  console.log(
    `  ${keysApplied} keys answered 200; version ${versionBefore} → ${check.versionAfter} (+${applied}), audit rows ${check.auditRows}, ` +
      `stored 200 answers ${check.storedKeys}; ${consistent}/${WRITE_KEYS} keys got the same answer twice: ` +
      (exactlyOnce ? 'each key applied at most once, each twin answered alike' : 'MISMATCH'),
  );
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] || null);
} else {
  const { findTestPostgres } = await import('../../server/test/postgres.ts');
  const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
  if (dialects.includes('sqlite')) await benchDialect(null);
  const postgres = dialects.includes('postgres') ? await findTestPostgres() : null;
  if (postgres) await benchDialect(postgres);
  else if (dialects.includes('postgres')) console.log('\nPostgreSQL not reachable: its half skipped.');
  console.log(`\n${machine()}`);
}
