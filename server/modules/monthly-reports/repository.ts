import type { Kysely, Selectable } from 'kysely';
import type { MonthlyReportContent } from '#contract/monthly-reports';
import type { MonthlyReportTable, ReportFileTable } from '../../db/monthly-reports-schema';
import type { Database } from '../../db/schema';

/**
 * The rows of projects reported month by month (migration 017). Every function takes the database or the action's
 * transaction first; the service maps rows to the contract's shapes.
 */

type Db = Kysely<Database>;

function projectHeads(db: Db) {
  return db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('donors', 'donors.id', 'projects.donor_id')
    .innerJoin('currencies', 'currencies.id', 'proposals.currency_id')
    .select([
      'projects.id',
      'projects.donor_id',
      'projects.proposal_id',
      'projects.status',
      'donors.name as donor_name',
      'proposals.grant_id',
      'proposals.ngo_id',
      'proposals.title',
      'proposals.start_date',
      'proposals.end_date',
      'currencies.code as currency_code',
      'currencies.symbol as currency_symbol',
    ]);
}

/** A project as its months need it: its period, who runs it, who funds it, its currency. */
export type MonthProject = Awaited<ReturnType<ReturnType<typeof projectHeads>['executeTakeFirstOrThrow']>>;

/** The organisation's own project, or undefined (another organisation's answers 404 like a missing one). */
export function findProjectOfNgo(db: Db, ngoId: number, id: number): Promise<MonthProject | undefined> {
  return projectHeads(db).where('projects.id', '=', id).where('proposals.ngo_id', '=', ngoId).executeTakeFirst();
}

/** The funder's project, or undefined. */
export function findProjectOfDonor(db: Db, donorId: number, id: number): Promise<MonthProject | undefined> {
  return projectHeads(db).where('projects.id', '=', id).where('projects.donor_id', '=', donorId).executeTakeFirst();
}

export function findProjectById(db: Db, id: number): Promise<MonthProject | undefined> {
  return projectHeads(db).where('projects.id', '=', id).executeTakeFirst();
}

export type MonthlyReportRow = Selectable<MonthlyReportTable>;

export function findMonthlyReport(db: Db, projectId: number, month: string): Promise<MonthlyReportRow | undefined> {
  return db.selectFrom('monthly_reports').selectAll().where('project_id', '=', projectId).where('month', '=', month).executeTakeFirst();
}

/** The plan of the project: indicators with the month's target, activities as last approved, budget lines. */
export async function projectPlan(db: Db, projectId: number, month: string) {
  const [indicators, targets, activities, lines] = await Promise.all([
    db
      .selectFrom('project_indicators')
      .select(['id', 'code', 'title', 'unit', 'aggregation'])
      .where('project_id', '=', projectId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('indicator_tracking')
      .innerJoin('project_indicators', 'project_indicators.id', 'indicator_tracking.indicator_id')
      .select(['indicator_tracking.indicator_id', 'indicator_tracking.target'])
      .where('project_indicators.project_id', '=', projectId)
      .where('indicator_tracking.month', '=', month)
      .execute(),
    db
      .selectFrom('project_activities')
      .select(['id', 'code', 'title', 'planned_start', 'planned_end', 'status', 'progress', 'note'])
      .where('project_id', '=', projectId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('budget_lines').select(['id', 'category', 'description', 'planned']).where('project_id', '=', projectId).orderBy('position').orderBy('id').execute(),
  ]);
  return { indicators, targets: new Map(targets.map((row) => [row.indicator_id, Number(row.target)])), activities, lines };
}

export type ProjectPlanRows = Awaited<ReturnType<typeof projectPlan>>;

/** What a saved month holds, every part in its order. */
export async function monthContent(db: Db, reportId: number) {
  const [indicators, activities, spending, beneficiaries, stories] = await Promise.all([
    db.selectFrom('monthly_report_indicators').selectAll().where('report_id', '=', reportId).execute(),
    db.selectFrom('monthly_report_activities').selectAll().where('report_id', '=', reportId).execute(),
    db.selectFrom('monthly_report_spending').selectAll().where('report_id', '=', reportId).orderBy('position').execute(),
    db.selectFrom('monthly_report_beneficiaries').selectAll().where('report_id', '=', reportId).orderBy('sex').orderBy('type').execute(),
    db.selectFrom('project_stories').selectAll().where('report_id', '=', reportId).orderBy('position').execute(),
  ]);
  return { indicators, activities, spending, beneficiaries, stories };
}

export function reviewComments(db: Db, reportId: number) {
  return db.selectFrom('monthly_report_comments').selectAll().where('report_id', '=', reportId).orderBy('round').orderBy('id').execute();
}

export async function userNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type ReportFileRow = Selectable<ReportFileTable>;

export async function reportFiles(db: Db, ids: readonly (number | null)[]): Promise<Map<number, ReportFileRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('report_files').selectAll().where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function projectFileIds(db: Db, projectId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('report_files').select('id').where('project_id', '=', projectId).where('id', 'in', [...new Set(ids)]).execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertReportFile(db: Db, file: Omit<ReportFileRow, 'id'>): Promise<number> {
  const { id } = await db.insertInto('report_files').values(file).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A month's first row (version 1 once saved; 0 for a month only remembered by its reminders). */
export async function insertMonthlyReport(
  db: Db,
  row: Pick<MonthlyReportRow, 'project_id' | 'month' | 'status' | 'version' | 'narrative' | 'saved_at' | 'saved_by' | 'created_at'>,
): Promise<number> {
  const { id } = await db.insertInto('monthly_reports').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Applies a change to a month and bumps its version, but only if it is still at the version the change was decided
 * on: a concurrent writer that got there first makes this answer false (and the caller answers 412).
 */
export async function bumpMonthlyReport(
  db: Db,
  id: number,
  version: number,
  patch: Partial<Omit<MonthlyReportRow, 'id' | 'project_id' | 'month' | 'version' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('monthly_reports')
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type StoredFileIds = { receipts: (number | null)[]; photos: (number | null)[] };

/**
 * Replaces what the month holds with `content` (file references already resolved to report_files ids). Stories keep
 * their row (and so their id and whether they are featured) across saves by their key.
 */
export async function replaceMonthContent(db: Db, report: { id: number; project_id: number }, content: MonthlyReportContent, files: StoredFileIds): Promise<void> {
  const reportId = report.id;
  await db.deleteFrom('monthly_report_indicators').where('report_id', '=', reportId).execute();
  await db.deleteFrom('monthly_report_activities').where('report_id', '=', reportId).execute();
  await db.deleteFrom('monthly_report_spending').where('report_id', '=', reportId).execute();
  await db.deleteFrom('monthly_report_beneficiaries').where('report_id', '=', reportId).execute();
  if (content.indicators.length) {
    await db
      .insertInto('monthly_report_indicators')
      .values(content.indicators.map((row) => ({ report_id: reportId, indicator_id: row.indicator_id, actual: row.actual, female: row.female, male: row.male, note: row.note })))
      .execute();
  }
  if (content.activities.length) {
    await db
      .insertInto('monthly_report_activities')
      .values(content.activities.map((row) => ({ report_id: reportId, activity_id: row.activity_id, status: row.status, progress: row.progress, note: row.note })))
      .execute();
  }
  if (content.spending.length) {
    await db
      .insertInto('monthly_report_spending')
      .values(
        content.spending.map((row, position) => ({
          report_id: reportId,
          key: row.key,
          position,
          line_id: row.line_id,
          date: row.date,
          amount: row.amount,
          description: row.description,
          receipt_file_id: files.receipts[position] ?? null,
        })),
      )
      .execute();
  }
  if (content.beneficiaries.length) {
    await db
      .insertInto('monthly_report_beneficiaries')
      .values(content.beneficiaries.map((row) => ({ report_id: reportId, sex: row.sex, type: row.type, count: row.count })))
      .execute();
  }
  const existing = await db.selectFrom('project_stories').select(['id', 'key']).where('report_id', '=', reportId).execute();
  const kept = new Set(content.stories.map((story) => story.key));
  const gone = existing.filter((row) => !kept.has(row.key)).map((row) => row.id);
  if (gone.length) await db.deleteFrom('project_stories').where('id', 'in', gone).execute();
  const idByKey = new Map(existing.map((row) => [row.key, row.id]));
  for (const [position, story] of content.stories.entries()) {
    const values = {
      position,
      title_en: story.title_en,
      title_ar: story.title_ar,
      text_en: story.text_en,
      text_ar: story.text_ar,
      photo_file_id: files.photos[position] ?? null,
      people_reached: story.people_reached,
      place: story.place,
    };
    const id = idByKey.get(story.key);
    if (id === undefined) await db.insertInto('project_stories').values({ ...values, project_id: report.project_id, report_id: reportId, key: story.key }).execute();
    else await db.updateTable('project_stories').set(values).where('id', '=', id).execute();
  }
}

export async function insertReviewComments(
  db: Db,
  rows: { report_id: number; round: number; item_kind: string; item_key: string | null; text: string; author_id: number; author_name: string; created_at: string }[],
): Promise<void> {
  if (rows.length) await db.insertInto('monthly_report_comments').values(rows).execute();
}

export async function lastReviewRound(db: Db, reportId: number): Promise<number> {
  const row = await db
    .selectFrom('monthly_report_comments')
    .select((eb) => eb.fn.max<number | null>('round').as('round'))
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return Number(row?.round ?? 0);
}

/** The staff in charge of the project's proposal (decision 146); the grant's users in charge come with the grant source. */
export async function usersInChargeOfProposal(db: Db, proposalId: number): Promise<number[]> {
  const rows = await db.selectFrom('proposal_users_in_charge').select('user_id').where('proposal_id', '=', proposalId).execute();
  return rows.map((row) => row.user_id);
}
