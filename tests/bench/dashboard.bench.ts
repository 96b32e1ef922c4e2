// The home dashboard at scale (issue 6), figures only: builds a database with the demo seed plus 2,000 projects of
// the first demo funder, each with 24 months of tracking (indicators, spending by budget line, beneficiaries reached,
// installments transferred), starts the real server on it and prints p50/p95/p99 of the four dashboard calls (with
// and without filters) and of the projects list. The budget is p99 <= 25 ms for list calls.
//
// SQLite in a temporary DATA_DIR by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (in a schema of
// its own, dropped at the end). BENCH_PROJECTS and BENCH_ITERATIONS change the size and the number of calls.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { addMonths, monthsBetween } from '../../contract/project-tracking.ts';
import type { Config } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { seedOnFirstStart } from '../../server/db/seed/index.ts';
import { refreshDashboardFigures } from '../../server/modules/dashboard/figures-repository.ts';
import { fileMailer } from '../../server/platform/mail.ts';
import { createIsolatedSchema } from '../../server/test/postgres.ts';
import { logIn, machine, percentile } from './bench-support.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 2000);
const MONTHS = 24;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 20;
const BUDGET_MS = 25;

type Db = Kysely<Database>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A VALUES list as a common table expression, portable between SQLite and PostgreSQL. */
function valuesTable(name: string, columns: string[], rows: (string | number)[][]) {
  const body = sql.join(rows.map((row) => sql`(${sql.join(row.map((value) => sql.lit(value)))})`));
  return sql`${sql.raw(name)}(${sql.raw(columns.join(', '))}) as (values ${body})`;
}

/**
 * The projects, in bulk: each table is filled by one INSERT … SELECT over a numbers table, a months table and the
 * rows already written, so a million rows take seconds instead of thousands of round trips.
 */
async function generateProjects(db: Db, now: Date): Promise<{ donorId: number; grantId: number; countryId: number }> {
  const donor = await db.selectFrom('donors').select('id').where('shortcut', '=', 'ANDF').executeTakeFirstOrThrow();
  const grants = await db
    .selectFrom('grants')
    .select(['id', 'currency_id'])
    .where('donor_id', '=', donor.id)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const ngos = await db.selectFrom('ngos').select('id').orderBy('id').execute();
  const countries = await db
    .selectFrom('grant_countries')
    .select(['grant_id', 'country_id'])
    .where(
      'grant_id',
      'in',
      grants.map((grant) => grant.id),
    )
    .execute();
  const thisMonth = now.toISOString().slice(0, 7);
  const months = monthsBetween(addMonths(thisMonth, -(MONTHS - 1)), thisMonth);
  const first = months[0] ?? thisMonth;
  const start = `${first}-01`;
  const end = `${addMonths(thisMonth, 8)}-28`;
  const stamp = now.toISOString();
  const pairs = grants.flatMap((grant) =>
    countries.filter((row) => row.grant_id === grant.id).map((row) => [grant.id, grant.currency_id, row.country_id]),
  );
  const numbers = sql`numbers(k) as (select 1 union all select k + 1 from numbers where k < ${sql.lit(PROJECTS)})`;
  const places = valuesTable(
    'places',
    ['pos', 'grant_id', 'currency_id', 'country_id'],
    pairs.map((pair, pos) => [pos, ...(pair as number[])]),
  );
  const orgs = valuesTable(
    'orgs',
    ['pos', 'ngo_id'],
    ngos.map((ngo, pos) => [pos, ngo.id]),
  );
  const monthRows = valuesTable(
    'months',
    ['k', 'month'],
    months.map((month, k) => [k, month]),
  );

  await sql`
    insert into proposals (donor_id, grant_id, ngo_id, title, code, status, country_id, currency_id, total_budget, start_date, end_date,
      agreement_file, agreement_file_name, submitted_at, created_at, updated_at, version)
    with recursive ${numbers}, ${places}, ${orgs}
    select ${sql.lit(donor.id)}, places.grant_id, orgs.ngo_id, 'Bench project ' || numbers.k, 'BENCH-' || numbers.k,
      case when numbers.k % 10 = 0 then 'finished' else 'ongoing' end, places.country_id, places.currency_id,
      100000 + (numbers.k % 97) * 1000, ${start}, ${end}, null, null, ${stamp}, ${stamp}, ${stamp}, 1
    from numbers
    join places on places.pos = numbers.k % ${sql.lit(pairs.length)}
    join orgs on orgs.pos = numbers.k % ${sql.lit(ngos.length)}`.execute(db);
  await sql`
    insert into projects (donor_id, proposal_id, status, created_at, updated_at, version)
    select donor_id, id, status, ${`${first}-03T09:00:00.000Z`}, ${stamp}, 1 from proposals where code like 'BENCH-%'`.execute(db);
  const bench = sql`(select id from projects where proposal_id in (select id from proposals where code like 'BENCH-%'))`;

  const positions = valuesTable(
    'positions',
    ['position', 'transferred_at'],
    [
      [1, `${first}-05T10:00:00.000Z`],
      [2, `${addMonths(first, 8)}-05T10:00:00.000Z`],
      [3, `${addMonths(first, 16)}-05T10:00:00.000Z`],
      [4, ''],
    ],
  );
  await sql`
    insert into expenditure_batches (donor_id, proposal_id, project_id, position, title, percent, amount, request_status, transfer_status, transferred_at, created_at, updated_at)
    with ${positions}
    select projects.donor_id, projects.proposal_id, projects.id, positions.position, 'Installment ' || positions.position, 25, proposals.total_budget * 0.25,
      case when positions.position < 4 then 2 else 0 end, case when positions.position < 4 then 1 else 0 end,
      case when positions.position < 4 then positions.transferred_at else null end, ${stamp}, ${stamp}
    from projects join proposals on proposals.id = projects.proposal_id cross join positions
    where projects.id in ${bench}`.execute(db);
  await sql`
    insert into expenditure_batch_logs (batch_id, project_id, request_status, transfer_status, note, user_id, ngo_name, created_at)
    select id, project_id, request_status, transfer_status, null, null, 'Bench organisation', ${stamp} from expenditure_batches
    where project_id in ${bench}`.execute(db);

  const six = valuesTable('six', ['position'], [[0], [1], [2], [3], [4], [5]]);
  await sql`
    insert into project_indicators (project_id, position, code, title, unit, output_title, baseline, target, aggregation)
    with ${six}
    select projects.id, six.position, 'I1.1.' || six.position, 'People trained', 'people', 'Output', 0, 1200, 'sum'
    from projects cross join six where projects.id in ${bench}`.execute(db);
  await sql`
    insert into indicator_tracking (indicator_id, month, target, actual, note)
    with ${monthRows}
    select project_indicators.id, months.month, 50, 30 + (project_indicators.id * 7 + months.k * 13) % 40, null
    from project_indicators cross join months where project_indicators.project_id in ${bench}`.execute(db);
  await sql`
    insert into project_activities (project_id, position, code, title, output_title, planned_start, planned_end, actual_start, actual_end, progress, status, note)
    with ${six}
    select projects.id, six.position, 'A1.' || six.position, 'Activity', 'Output', ${start}, ${end}, ${start}, null, 40 + six.position * 5, 'in_progress', null
    from projects cross join six where projects.id in ${bench}`.execute(db);
  await sql`
    insert into project_risks (project_id, title, description, category, likelihood, impact, response_strategy, mitigation, owner, is_materialized, status, review_date, created_at)
    with ${six}
    select projects.id, 'Risk', 'Risk', 'operational', 1 + (projects.id + six.position) % 5, 1 + (projects.id * 3 + six.position) % 5, 'mitigation', 'Plan', 'Manager', 0, 'open', ${end}, ${stamp}
    from projects cross join six where projects.id in ${bench}`.execute(db);
  await sql`
    insert into budget_lines (project_id, position, category, description, planned)
    with ${six}
    select projects.id, six.position, 'Category ' || six.position, 'Line', proposals.total_budget / 6
    from projects join proposals on proposals.id = projects.proposal_id cross join six where projects.id in ${bench}`.execute(db);
  await sql`
    insert into spending_entries (project_id, line_id, batch_id, month, amount, note)
    with ${monthRows}
    select budget_lines.project_id, budget_lines.id, expenditure_batches.id, months.month, budget_lines.planned / 40 * (80 + (budget_lines.id + months.k) % 40) / 100, null
    from budget_lines cross join months
    join expenditure_batches on expenditure_batches.project_id = budget_lines.project_id and expenditure_batches.position = 1 + months.k / 8
    where budget_lines.project_id in ${bench}`.execute(db);
  const people = valuesTable(
    'people',
    ['sex', 'type', 'factor'],
    [
      ['female', 'host_community', 1],
      ['female', 'refugees', 2],
      ['female', 'internally_displaced', 3],
      ['female', 'returnees', 4],
      ['male', 'host_community', 5],
      ['male', 'refugees', 6],
      ['male', 'internally_displaced', 7],
      ['male', 'returnees', 8],
    ],
  );
  await sql`
    insert into beneficiaries_reached (project_id, month, sex, type, count)
    with ${monthRows}, ${people}
    select projects.id, months.month, people.sex, people.type, 10 + (projects.id + months.k * 3 + people.factor * 7) % 40
    from projects cross join months cross join people where projects.id in ${bench}`.execute(db);
  await refreshDashboardFigures(db, donor.id);
  const sample = pairs[0] ?? [0, 0, 0];
  return { donorId: donor.id, grantId: sample[0] ?? 0, countryId: sample[2] ?? 0 };
}

async function countRows(db: Db): Promise<string> {
  const tables = ['projects', 'indicator_tracking', 'spending_entries', 'beneficiaries_reached', 'dashboard_monthly_figures'] as const;
  const counts = await Promise.all(
    tables.map(
      async (table) =>
        `${table} ${
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n
        }`,
    ),
  );
  return counts.join(', ');
}

async function waitUntilUp(baseUrl: string, exited: () => number | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited() !== null) throw new Error(`the server exited with code ${exited()}`);
    const up = await fetch(`${baseUrl}/api/docs`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const dataDir = mkdtempSync(join(tmpdir(), 'donor-portal-bench-'));
const baseDatabaseUrl = process.env.BENCH_DATABASE_URL ?? null;
const isolated = baseDatabaseUrl ? await createIsolatedSchema(baseDatabaseUrl, `bench_${Date.now().toString(36)}`) : null;
const config: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: isolated?.url ?? null,
  redisUrl: null,
  smtpUrl: null,
  jwtSecret: 'bench-secret-bench-secret-bench-secret',
  seed: 'demo',
  publicUrl: 'http://127.0.0.1',
  staticDir: join(dataDir, 'static'),
  trustProxy: false,
  testApi: false,
  bootstrapAdmin: null,
};

let server: ReturnType<typeof spawn> | null = null;
try {
  const database = openDatabase(config);
  const built = performance.now();
  await migrateToLatest(database.db);
  await seedOnFirstStart(database.db, config, fileMailer(join(dataDir, 'mail'), { info: () => undefined }));
  const scope = await database.db.transaction().execute((trx) => generateProjects(trx, new Date()));
  console.log(
    `${database.dialect}: ${PROJECTS} projects x ${MONTHS} months generated in ${((performance.now() - built) / 1000).toFixed(1)} s (${await countRows(database.db)})`,
  );
  await database.db.destroy();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    JWT_SECRET: config.jwtSecret,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  server = child;
  await waitUntilUp(baseUrl, () => child.exitCode);
  const headers = { Authorization: `Bearer ${await logIn(baseUrl, 'admin@demo.test')}` };

  const thisMonth = new Date().toISOString().slice(0, 7);
  const period = `from=${addMonths(thisMonth, -11)}&to=${thisMonth}`;
  const filters = `${period}&grant_id=${scope.grantId}&country_id=${scope.countryId}`;
  const calls = [
    '/api/Dashboard/GetTotals',
    `/api/Dashboard/GetTotals?${filters}`,
    '/api/Dashboard/GetStatusTimeline',
    `/api/Dashboard/GetStatusTimeline?${filters}`,
    '/api/Dashboard/GetSpendingTimeline',
    `/api/Dashboard/GetSpendingTimeline?from=${addMonths(thisMonth, -23)}&to=${thisMonth}`,
    `/api/Dashboard/GetSpendingTimeline?${filters}`,
    '/api/Dashboard/GetBeneficiariesInsight',
    `/api/Dashboard/GetBeneficiariesInsight?${filters}`,
    '/api/DonorProject?rows=10',
  ];
  console.log(`${ITERATIONS} sequential calls each, after ${WARMUP} warm-up calls; times in ms (budget: p99 <= ${BUDGET_MS})`);
  console.log('call'.padEnd(100), 'p50'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8), 'max'.padStart(8));
  for (const path of calls) {
    for (let i = 0; i < WARMUP; i++) await (await fetch(baseUrl + path, { headers })).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      const response = await fetch(baseUrl + path, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    }
    const sorted = times.toSorted((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const figures = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(2).padStart(8));
    console.log(`GET ${path}`.padEnd(100), ...figures, (sorted.at(-1) ?? 0).toFixed(2).padStart(8), p99 > BUDGET_MS ? '  over budget' : '');
  }
  console.log(machine());
} finally {
  if (server && server.exitCode === null) {
    const running = server;
    running.kill('SIGTERM');
    await new Promise((resolve) => (running.exitCode !== null ? resolve(undefined) : running.once('exit', resolve)));
  }
  await isolated?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
