import type { FileStorage } from '../../platform/file-storage';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Budget, LogicalFramework, Workplan } from '#contract/proposals';
import { rebuildFollowUp } from '../../modules/monthly-reports/projection';
import type { Database } from '../schema';
import { DemoFileStore, type StoredDemoFile } from './demo-files';
import { demoMonthRows, seedPartnerMonths, writeDemoMonths } from './demo-months';
import { clockOf, planProjectTracking, type ProjectFacts, type ProjectPlan, type ReportPlan } from './project-tracking-plan';
import { trackingLanguage } from './project-tracking-texts';

/**
 * The demo projects' follow-up (issue 6): for every project, its indicators and their monthly figures, work plan,
 * budget lines and spending, progress reports with real files, risk register, people reached and installment
 * history, planned by project-tracking-plan.ts from the project's proposal; then each funder's dashboard roll-up.
 * Rows go in a table at a time (the demo seed runs before every server test file).
 */

type Db = Kysely<Database>;

/** Bound parameters per statement: well under SQLite's (32,766) and PostgreSQL's (65,535) limits. */
const PARAMETERS_PER_STATEMENT = 10_000;
const SECTIONS = ['LogicalFramework', 'Workplans', 'Budget', 'Beneficiaries'] as const;

/** Inserts rows a few thousand values at a time: few statements, each under the dialects' parameter limits. */
export async function insertAll<Table extends keyof Database & string>(db: Db, table: Table, rows: Insertable<Database[Table]>[]): Promise<void> {
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns));
  for (let from = 0; from < rows.length; from += perStatement) {
    // Kysely cannot narrow the values of a table chosen by a type parameter; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(from, from + perStatement) as never)
      .execute();
  }
}

type ProjectHead = {
  id: number;
  proposal_id: number;
  donor_id: number;
  status: string;
  created_at: string;
  updated_at: string;
  title: string;
  total_budget: number;
  start_date: string;
  end_date: string;
  grant_id: number;
  country_code: string;
  ngo_name: string;
  /** Who decides its installments and uploads the verified financial reports. */
  staff_id: number | null;
};

async function loadFacts(db: Db, projectIds: readonly number[] | null, now: Date): Promise<{ head: ProjectHead; facts: ProjectFacts }[]> {
  let query = db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('countries', 'countries.id', 'proposals.country_id')
    .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
    .select([
      'projects.id',
      'projects.proposal_id',
      'projects.donor_id',
      'projects.status',
      'projects.created_at',
      'projects.updated_at',
      'proposals.title',
      'proposals.total_budget',
      'proposals.start_date',
      'proposals.end_date',
      'proposals.grant_id',
      'countries.code as country_code',
      'ngos.name as ngo_name',
    ])
    .orderBy('projects.id');
  if (projectIds) query = query.where('projects.id', 'in', projectIds.length ? projectIds : [0]);
  const rows = await query.execute();
  if (!rows.length) return [];
  const proposalIds = rows.map((row) => row.proposal_id);
  const [sections, batches, risks, inCharge, grantManagers] = await Promise.all([
    db
      .selectFrom('proposal_sections')
      .select(['proposal_id', 'name', 'content'])
      .where('proposal_id', 'in', proposalIds)
      .where('name', 'in', [...SECTIONS])
      .execute(),
    db
      .selectFrom('expenditure_batches')
      .select(['id', 'proposal_id', 'position', 'amount', 'request_status', 'transfer_status'])
      .where('proposal_id', 'in', proposalIds)
      .orderBy('position')
      .execute(),
    db.selectFrom('proposal_risks').selectAll().where('proposal_id', 'in', proposalIds).orderBy('id').execute(),
    db
      .selectFrom('proposal_users_in_charge')
      .select(['proposal_id', 'user_id'])
      .where('proposal_id', 'in', proposalIds)
      .orderBy('is_manager', 'desc')
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('grant_users_in_charge')
      .select(['grant_id', 'user_id'])
      .where('grant_id', 'in', [...new Set(rows.map((row) => row.grant_id))])
      .orderBy('is_manager', 'desc')
      .orderBy('user_id')
      .execute(),
  ]);
  const section = <T>(proposalId: number, name: (typeof SECTIONS)[number]): T | null => {
    const found = sections.find((row) => row.proposal_id === proposalId && row.name === name);
    return found ? (JSON.parse(found.content) as T) : null;
  };
  const heads = rows.map((row) => ({
    ...row,
    total_budget: Number(row.total_budget),
    staff_id:
      inCharge.find((user) => user.proposal_id === row.proposal_id)?.user_id ??
      grantManagers.find((user) => user.grant_id === row.grant_id)?.user_id ??
      null,
  }));
  return heads.map((head, index) => ({
    head,
    facts: {
      index,
      status: head.status,
      decidedAt: head.created_at,
      stoppedAt: head.status === 'stopped' ? head.updated_at : null,
      startDate: head.start_date,
      endDate: head.end_date,
      totalBudget: head.total_budget,
      countryCode: head.country_code,
      language: trackingLanguage(head.title, index),
      framework: section<LogicalFramework>(head.proposal_id, 'LogicalFramework'),
      workplan: section<Workplan>(head.proposal_id, 'Workplans') ?? [],
      budget: section<Budget>(head.proposal_id, 'Budget'),
      directBeneficiaries: section<{ direct_total: number }>(head.proposal_id, 'Beneficiaries')?.direct_total ?? 0,
      batches: batches.filter((batch) => batch.proposal_id === head.proposal_id).map((batch) => ({ ...batch, amount: Number(batch.amount) })),
      risks: risks.filter((risk) => risk.proposal_id === head.proposal_id).map(({ id: _id, proposal_id: _proposal, ...risk }) => risk),
      now,
    } satisfies ProjectFacts,
  }));
}

/** Rows whose parent ids are only known once their parents are in: read back by (project, position). */
async function idsByPosition(db: Db, table: 'project_indicators' | 'budget_lines' | 'project_activities', projectIds: readonly number[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', 'project_id', 'position']).where('project_id', 'in', projectIds).execute();
  return new Map(rows.map((row) => [`${row.project_id}:${row.position}`, row.id]));
}

/** One PDF per kind, shared by every report row that shows it (DemoFileStore writes each once). */
function reportFile(files: DemoFileStore, kind: ReportPlan['kind']): Promise<StoredDemoFile> {
  return kind === 'financial'
    ? files.pdf('progress-report:financial', {
        title: 'Financial Report',
        subtitle: 'Expenditure against the approved budget, by budget line and installment',
        lines: [
          'Statement of expenditure for the reporting period.',
          'Variance explanations are given for every line above 10%.',
          'Certified by the finance manager.',
        ],
      })
    : files.pdf('progress-report:narrative', {
        title: 'Progress Report',
        subtitle: 'Narrative report for the reporting period',
        lines: [
          '1. Summary of progress',
          '2. Results against indicators',
          '3. Activities carried out and delays',
          '4. Risks and mitigation',
          '5. Plan for the next period',
        ],
      });
}

/** The ids of a project's rows, by plan position. */
function idsInOrder(ids: Map<string, number>, projectId: number, count: number): number[] {
  return Array.from({ length: count }, (_, position) => idOf(ids, projectId, position));
}

type PlannedProject = { head: ProjectHead; facts: ProjectFacts; plan: ProjectPlan };

function idOf(ids: Map<string, number>, projectId: number, position: number): number {
  const id = ids.get(`${projectId}:${position}`);
  if (id === undefined) throw new Error(`demo tracking: row ${position} of project ${projectId} was not written`);
  return id;
}

async function writePlans(db: Db, files: DemoFileStore, projects: readonly PlannedProject[]): Promise<void> {
  const projectIds = projects.map(({ head }) => head.id);
  const each = <Row>(rows: (head: ProjectHead, plan: ProjectPlan) => Row[]) => projects.flatMap(({ head, plan }) => rows(head, plan));

  await insertAll(
    db,
    'project_indicators',
    each((head, plan) => plan.indicators.map(({ months: _months, ...indicator }, position) => ({ ...indicator, project_id: head.id, position }))),
  );
  await insertAll(
    db,
    'budget_lines',
    each((head, plan) =>
      plan.lines.map((line, position) => ({
        project_id: head.id,
        position,
        category: line.category,
        description: line.description,
        planned: line.planned,
      })),
    ),
  );
  const [indicatorIds, lineIds] = await Promise.all([
    idsByPosition(db, 'project_indicators', projectIds),
    idsByPosition(db, 'budget_lines', projectIds),
  ]);
  await insertAll(
    db,
    'indicator_tracking',
    each((head, plan) =>
      plan.indicators.flatMap((indicator, position) =>
        // The plan's targets only: the actuals and notes come from the approved months (demo-months.ts).
        indicator.months.map((month) => ({ month: month.month, target: month.target, actual: null, note: null, indicator_id: idOf(indicatorIds, head.id, position) })),
      ),
    ),
  );
  await insertAll(
    db,
    'project_activities',
    each((head, plan) => plan.activities.map((activity, position) => ({ ...activity, project_id: head.id, position }))),
  );
  await insertAll(
    db,
    'project_risks',
    each((head, plan) => plan.risks.map((risk) => ({ ...risk, project_id: head.id, created_at: head.created_at }))),
  );

  await insertAll(
    db,
    'progress_reports',
    await Promise.all(
      projects.flatMap(({ head, plan }) =>
        plan.reports.map(async ({ byStaff, ...report }, position) => ({
          ...report,
          ...(await reportFile(files, report.kind)),
          project_id: head.id,
          file_name: `${report.kind}-report-${report.period_end}-${position + 1}.pdf`,
          uploaded_by: byStaff ? head.staff_id : null,
          uploaded_by_ngo: byStaff && head.staff_id !== null ? null : head.ngo_name,
        })),
      ),
    ),
  );
  await insertAll(
    db,
    'expenditure_batch_logs',
    each((head, plan) =>
      plan.logs.map(({ byStaff, ...log }) => ({
        ...log,
        project_id: head.id,
        user_id: byStaff ? head.staff_id : null,
        ngo_name: byStaff && head.staff_id !== null ? null : head.ngo_name,
      })),
    ),
  );
  const transfers = projects.flatMap(({ plan }) => plan.transfers);
  if (transfers.length) {
    // One statement for every transfer date: a case over the ids, rather than a round trip each.
    const dates = sql.join(
      transfers.map((transfer) => sql`when ${transfer.batch_id} then ${transfer.transferred_at}`),
      sql` `,
    );
    await db
      .updateTable('expenditure_batches')
      .set({ transferred_at: sql<string>`case ${sql.ref('id')} ${dates} end` })
      .where(
        'id',
        'in',
        transfers.map((transfer) => transfer.batch_id),
      )
      .execute();
  }
  const activityIds = await idsByPosition(db, 'project_activities', projectIds);
  const months = demoMonthRows(
    projects.map(({ head, facts, plan }) => ({
      projectId: head.id,
      status: head.status,
      startDate: head.start_date,
      reportedUntil: clockOf(facts).reportedUntil,
      staffId: head.staff_id,
      plan,
      indicatorIds: idsInOrder(indicatorIds, head.id, plan.indicators.length),
      activityIds: idsInOrder(activityIds, head.id, plan.activities.length),
      lineIds: idsInOrder(lineIds, head.id, plan.lines.length),
    })),
    projects[0]?.facts.now ?? new Date(),
  );
  await writeDemoMonths(db, insertAll, months);
}

/**
 * Writes the follow-up of the given projects (all of them by default), then refreshes their funders' dashboard
 * roll-up. Projects that have not started get their plan (indicators, activities, budget lines, risks) and no history.
 */
export async function seedProjectTracking(
  db: Db,
  files: FileStorage,
  projectIds: readonly number[] | null = null,
  now: Date = new Date(),
): Promise<void> {
  const projects = (await loadFacts(db, projectIds, now)).map(({ head, facts }) => ({ head, facts, plan: planProjectTracking(facts) }));
  if (!projects.length) return;
  await writePlans(db, new DemoFileStore(files, db), projects);
  // The follow-up of the approved months, as an approval builds it; then the funders' dashboard roll-up.
  await rebuildFollowUp(
    db,
    projects.map(({ head }) => head.id),
  );
}

/** Runs after the proposals, in one transaction; then partner@demo.test's months under way (demo-months.ts). */
export async function seedDemoProjectTracking(db: Db, files: FileStorage): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedProjectTracking(trx, files);
    await seedPartnerMonths(trx, rebuildFollowUp);
  });
}

/** The follow-up of the project a demo proposal became (submitDemoProposal), if it became one. */
export async function seedTrackingOfProposal(db: Db, files: FileStorage, proposalId: number): Promise<void> {
  const project = await db.selectFrom('projects').select('id').where('proposal_id', '=', proposalId).executeTakeFirst();
  if (project) await seedProjectTracking(db, files, [project.id]);
}
