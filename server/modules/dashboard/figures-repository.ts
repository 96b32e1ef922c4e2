import { sql, type Kysely } from 'kysely';
import { TransferStatus } from '#contract/enums';
import type { DashboardMonthlyFiguresTable } from '../../db/project-tracking-schema';
import type { Database } from '../../db/schema';

/**
 * The dashboard's monthly roll-up: spending, installments transferred and beneficiaries reached, summed per funder,
 * grant, country, currency and month, which is exactly the grain of the dashboard's filters. The raw tables hold a
 * row per budget line (or sex and type) per project per month: hundreds of thousands for a funder with a few
 * thousand projects, far too many to sum on every visit of the home page (~200 ms over the raw rows on SQLite with
 * 2,000 projects, against ~1 ms here; tests/bench/dashboard.bench.ts).
 *
 * Whoever writes spending or beneficiary figures (the organisations' portal, the demo seed, the benchmark) refreshes
 * the funder's roll-up in the same transaction; nothing in the funder's API writes them. A transfer made through the
 * API adds itself to its month's row (recordTransfer), in the transaction of the transfer.
 */

type Db = Kysely<Database>;

type FigureKey = Pick<DashboardMonthlyFiguresTable, 'donor_id' | 'grant_id' | 'country_id' | 'currency_id' | 'month'>;
type Figures = Omit<DashboardMonthlyFiguresTable, keyof FigureKey>;

const EMPTY: Figures = {
  spent: 0,
  disbursed: 0,
  reached_female: 0,
  reached_male: 0,
  reached_host_community: 0,
  reached_refugees: 0,
  reached_internally_displaced: 0,
  reached_returnees: 0,
};

const ROWS_PER_STATEMENT = 300;

function keyOf(row: FigureKey): string {
  return `${row.grant_id}:${row.country_id}:${row.currency_id}:${row.month}`;
}

function spendingOf(db: Db, donorId: number) {
  return db
    .selectFrom('spending_entries')
    .innerJoin('projects', 'projects.id', 'spending_entries.project_id')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select(['proposals.grant_id', 'proposals.country_id', 'proposals.currency_id', 'spending_entries.month'])
    .select((eb) => eb.fn.sum<number | string>('spending_entries.amount').as('spent'))
    .where('projects.donor_id', '=', donorId)
    .groupBy(['proposals.grant_id', 'proposals.country_id', 'proposals.currency_id', 'spending_entries.month'])
    .execute();
}

function transfersOf(db: Db, donorId: number) {
  const month = sql<string>`substr(${sql.ref('expenditure_batches.transferred_at')}, 1, 7)`;
  return db
    .selectFrom('expenditure_batches')
    .innerJoin('proposals', 'proposals.id', 'expenditure_batches.proposal_id')
    .select(['proposals.grant_id', 'proposals.country_id', 'proposals.currency_id', month.as('month')])
    .select((eb) => eb.fn.sum<number | string>('expenditure_batches.amount').as('disbursed'))
    .where('expenditure_batches.donor_id', '=', donorId)
    .where('expenditure_batches.transfer_status', '=', TransferStatus.Transferred)
    .where('expenditure_batches.transferred_at', 'is not', null)
    .groupBy(['proposals.grant_id', 'proposals.country_id', 'proposals.currency_id', month])
    .execute();
}

/** Conditional sums of the reached people, one column per sex and per type of contract/dashboard.ts. */
function reachedOf(db: Db, donorId: number) {
  const count = sql.ref<number>('beneficiaries_reached.count');
  const where = (column: 'sex' | 'type', value: string) =>
    sql<number | string>`sum(case when ${sql.ref(`beneficiaries_reached.${column}`)} = ${value} then ${count} else 0 end)`;
  return db
    .selectFrom('beneficiaries_reached')
    .innerJoin('projects', 'projects.id', 'beneficiaries_reached.project_id')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select(['proposals.grant_id', 'proposals.country_id', 'proposals.currency_id', 'beneficiaries_reached.month'])
    .select([
      where('sex', 'female').as('reached_female'),
      where('sex', 'male').as('reached_male'),
      where('type', 'host_community').as('reached_host_community'),
      where('type', 'refugees').as('reached_refugees'),
      where('type', 'internally_displaced').as('reached_internally_displaced'),
      where('type', 'returnees').as('reached_returnees'),
    ])
    .where('projects.donor_id', '=', donorId)
    .groupBy(['proposals.grant_id', 'proposals.country_id', 'proposals.currency_id', 'beneficiaries_reached.month'])
    .execute();
}

/** Rebuilds one funder's roll-up from the raw figures. Run it inside the transaction that wrote them. */
export async function refreshDashboardFigures(db: Db, donorId: number): Promise<void> {
  const [spending, transfers, reached] = await Promise.all([spendingOf(db, donorId), transfersOf(db, donorId), reachedOf(db, donorId)]);
  const rows = new Map<string, DashboardMonthlyFiguresTable>();
  const rowFor = (key: Omit<FigureKey, 'donor_id'>) => {
    const found = rows.get(keyOf({ ...key, donor_id: donorId }));
    if (found) return found;
    const row = { donor_id: donorId, ...key, ...EMPTY };
    rows.set(keyOf(row), row);
    return row;
  };
  for (const { spent, ...key } of spending) rowFor(key).spent = Math.round(Number(spent) * 1000) / 1000;
  for (const { disbursed, ...key } of transfers) rowFor(key).disbursed = Math.round(Number(disbursed) * 1000) / 1000;
  for (const { grant_id, country_id, currency_id, month, ...counts } of reached) {
    const row = rowFor({ grant_id, country_id, currency_id, month });
    row.reached_female = Number(counts.reached_female);
    row.reached_male = Number(counts.reached_male);
    row.reached_host_community = Number(counts.reached_host_community);
    row.reached_refugees = Number(counts.reached_refugees);
    row.reached_internally_displaced = Number(counts.reached_internally_displaced);
    row.reached_returnees = Number(counts.reached_returnees);
  }
  await db.deleteFrom('dashboard_monthly_figures').where('donor_id', '=', donorId).execute();
  const values = [...rows.values()];
  for (let from = 0; from < values.length; from += ROWS_PER_STATEMENT) {
    await db
      .insertInto('dashboard_monthly_figures')
      .values(values.slice(from, from + ROWS_PER_STATEMENT))
      .execute();
  }
}

/** Adds an installment transferred through the API to its month's row (made if missing), in the caller's transaction. */
export async function recordTransfer(db: Db, key: FigureKey, amount: number): Promise<void> {
  await db
    .insertInto('dashboard_monthly_figures')
    .values({ ...key, ...EMPTY, disbursed: amount })
    .onConflict((conflict) =>
      conflict
        .columns(['donor_id', 'grant_id', 'country_id', 'currency_id', 'month'])
        .doUpdateSet((eb) => ({ disbursed: eb('dashboard_monthly_figures.disbursed', '+', eb.ref('excluded.disbursed')) })),
    )
    .execute();
}
