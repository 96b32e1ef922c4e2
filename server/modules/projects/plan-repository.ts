import type { Insertable, Kysely } from 'kysely';
import type { Budget, LogicalFramework, Workplan } from '#contract/proposals';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { planProjectStart, type ProjectStartPlan } from './project-plan';

type Db = Kysely<Database>;

/** Rows per INSERT: a plan is small, but a long project's monthly targets stay well under the parameter limits. */
const ROWS_PER_STATEMENT = 500;

async function insertRows<Table extends keyof Database & string>(db: Db, table: Table, rows: Insertable<Database[Table]>[]): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    // Kysely cannot narrow the values of a table chosen by a type parameter; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(from, from + ROWS_PER_STATEMENT) as never)
      .execute();
  }
}

/** The proposal's results framework, work plan, budget and risks, as the plan of the project it becomes. */
export async function startPlanOfProposal(db: Db, proposalId: number): Promise<ProjectStartPlan> {
  const [proposal, sections, risks] = await Promise.all([
    db.selectFrom('proposals').select(['start_date', 'end_date', 'total_budget']).where('id', '=', proposalId).executeTakeFirstOrThrow(),
    db
      .selectFrom('proposal_sections')
      .select(['name', 'content'])
      .where('proposal_id', '=', proposalId)
      .where('name', 'in', ['LogicalFramework', 'Workplans', 'Budget'])
      .execute(),
    db
      .selectFrom('proposal_risks')
      .select(['title', 'description', 'category', 'likelihood', 'impact', 'response_strategy', 'mitigation', 'owner', 'is_materialized'])
      .where('proposal_id', '=', proposalId)
      .orderBy('id')
      .execute(),
  ]);
  // Stored as the organisations' portal validated them (decision 120).
  const section = <T>(name: string): T | null => {
    const found = sections.find((row) => row.name === name);
    return found ? (JSON.parse(found.content) as T) : null;
  };
  return planProjectStart({
    startDate: proposal.start_date,
    endDate: proposal.end_date,
    totalBudget: Number(proposal.total_budget),
    framework: section<LogicalFramework>('LogicalFramework'),
    workplan: section<Workplan>('Workplans') ?? [],
    budget: section<Budget>('Budget'),
    risks,
  });
}

/**
 * Writes a new project's plan: what indicator tracking, workplan tracking, spending tracking and the risk register
 * follow from the first day. Runs in the accept action's transaction, only when the project is created.
 */
export async function writeStartPlan(db: Db, projectId: number, plan: ProjectStartPlan): Promise<void> {
  await insertRows(
    db,
    'project_indicators',
    plan.indicators.map(({ monthlyTargets: _targets, ...indicator }, position) => ({ ...indicator, project_id: projectId, position })),
  );
  const indicatorIds = await db.selectFrom('project_indicators').select(['id', 'position']).where('project_id', '=', projectId).execute();
  const idAt = new Map(indicatorIds.map((row) => [row.position, row.id]));
  await insertRows(
    db,
    'indicator_tracking',
    plan.indicators.flatMap((indicator, position) =>
      indicator.monthlyTargets.map(({ month, target }) => ({ indicator_id: idAt.get(position) ?? 0, month, target, actual: null, note: null })),
    ),
  );
  await insertRows(
    db,
    'project_activities',
    plan.activities.map((activity, position) => ({ ...activity, project_id: projectId, position })),
  );
  await insertRows(
    db,
    'budget_lines',
    plan.lines.map((line, position) => ({ ...line, project_id: projectId, position })),
  );
  const now = nowIso();
  await insertRows(
    db,
    'project_risks',
    plan.risks.map((risk) => ({ ...risk, project_id: projectId, created_at: now })),
  );
}
