import type { Kysely } from 'kysely';
import { TransferStatus } from '#contract/enums';
import type { BudgetLine, BudgetLineDetails, InstallmentSpending, SpendingTotals, SpendingTracking } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { loadProject } from '../projects/service';
import { batchesOfProject, type ProjectBatchRow } from './batch-repository';
import { money, percentOf, trackingPeriod } from './tracking-period';

/** Spending by budget line, month and installment, against the budget and the money transferred. */

type Db = Kysely<Database>;

type LineRow = { id: number; category: string; description: string; planned: number };
type EntryRow = { id: number; line_id: number; batch_id: number | null; month: string; amount: number; note: string | null };

export async function linesOfProject(db: Db, projectId: number): Promise<LineRow[]> {
  const rows = await db
    .selectFrom('budget_lines')
    .select(['id', 'category', 'description', 'planned'])
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, planned: Number(row.planned) }));
}

export async function entriesOfProject(db: Db, projectId: number, lineId?: number): Promise<EntryRow[]> {
  let query = db.selectFrom('spending_entries').select(['id', 'line_id', 'batch_id', 'month', 'amount', 'note']).where('project_id', '=', projectId);
  if (lineId !== undefined) query = query.where('line_id', '=', lineId);
  const rows = await query.orderBy('month').orderBy('id').execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

function sumBy<Key>(entries: readonly EntryRow[], key: (entry: EntryRow) => Key): Map<Key, number> {
  const sums = new Map<Key, number>();
  for (const entry of entries) sums.set(key(entry), (sums.get(key(entry)) ?? 0) + entry.amount);
  return sums;
}

function toLine(line: LineRow, entries: readonly EntryRow[]): BudgetLine {
  const mine = entries.filter((entry) => entry.line_id === line.id);
  const spent = money(mine.reduce((sum, entry) => sum + entry.amount, 0));
  return {
    id: line.id,
    category: line.category,
    description: line.description,
    planned: line.planned,
    spent,
    remaining: money(line.planned - spent),
    burn_percent: percentOf(spent, line.planned),
    last_month: mine.at(-1)?.month ?? null,
  };
}

/** Every month of the list, zeros included, with the running total. */
function monthsOf(months: readonly string[], entries: readonly EntryRow[]): SpendingTracking['months'] {
  const byMonth = sumBy(entries, (entry) => entry.month);
  let cumulative = 0;
  return months.map((month) => {
    const spent = money(byMonth.get(month) ?? 0);
    cumulative = money(cumulative + spent);
    return { month, spent, cumulative };
  });
}

function toInstallment(batch: ProjectBatchRow, spentFrom: Map<number | null, number>): InstallmentSpending {
  const spent = money(spentFrom.get(batch.id) ?? 0);
  return {
    batch_id: batch.id,
    title: batch.title,
    position: batch.position,
    amount: batch.amount,
    request_status: batch.request_status,
    transfer_status: batch.transfer_status,
    transferred_at: batch.transferred_at,
    spent,
    remaining: money(batch.amount - spent),
    burn_percent: percentOf(spent, batch.amount),
  };
}

export function transferredAmount(batches: readonly ProjectBatchRow[]): number {
  return money(batches.filter((batch) => batch.transfer_status === TransferStatus.Transferred).reduce((sum, batch) => sum + batch.amount, 0));
}

function totalsOf(project: Project, lines: readonly BudgetLine[], batches: readonly ProjectBatchRow[], spent: number): SpendingTotals {
  const transferred = transferredAmount(batches);
  return {
    budget: project.total_budget,
    planned: money(lines.reduce((sum, line) => sum + line.planned, 0)),
    transferred,
    spent,
    remaining: money(project.total_budget - spent),
    burn_percent: percentOf(spent, project.total_budget),
    transferred_burn_percent: percentOf(spent, transferred),
  };
}

export function currencyOf(project: Project): SpendingTracking['currency'] {
  return { id: project.currency_id, symbol: project.cur_symbol, name: project.currency_name };
}

export async function projectSpending(db: Db, project: Project): Promise<SpendingTracking> {
  const [lineRows, entries, batches] = await Promise.all([
    linesOfProject(db, project.id),
    entriesOfProject(db, project.id),
    batchesOfProject(db, project.proposal_id),
  ]);
  const lines = lineRows.map((line) => toLine(line, entries));
  const spent = money(entries.reduce((sum, entry) => sum + entry.amount, 0));
  const spentFrom = sumBy(entries, (entry) => entry.batch_id);
  return {
    project_id: project.id,
    currency: currencyOf(project),
    totals: totalsOf(project, lines, batches, spent),
    lines,
    installments: batches.map((batch) => toInstallment(batch, spentFrom)),
    months: monthsOf(trackingPeriod(project).months, entries),
  };
}

export async function spendingTracking(portal: PortalContext, staff: SignedInStaff, id: number): Promise<SpendingTracking> {
  return projectSpending(portal.db, await loadProject(portal.db, staff.donorId, id));
}

export async function budgetLineDetails(portal: PortalContext, staff: SignedInStaff, id: number, lineId: number): Promise<BudgetLineDetails> {
  const project = await loadProject(portal.db, staff.donorId, id);
  const line = (await linesOfProject(portal.db, project.id)).find((candidate) => candidate.id === lineId);
  if (!line) throw notFound('budget_line');
  const [entries, batches] = await Promise.all([entriesOfProject(portal.db, project.id, lineId), batchesOfProject(portal.db, project.proposal_id)]);
  const titles = new Map(batches.map((batch) => [batch.id, batch.title]));
  return {
    project_id: project.id,
    currency: currencyOf(project),
    line: toLine(line, entries),
    months: monthsOf(trackingPeriod(project).months, entries),
    entries: entries.map((entry) => ({
      id: entry.id,
      month: entry.month,
      amount: entry.amount,
      batch_id: entry.batch_id,
      batch_title: entry.batch_id === null ? null : (titles.get(entry.batch_id) ?? null),
      note: entry.note,
    })),
  };
}
