import type { Kysely } from 'kysely';
import { RESPONSE_STRATEGIES, RISK_CATEGORIES, type ResponseStrategy, type RiskCategory } from '#contract/enums';
import {
  PROJECT_RISK_STATUSES,
  riskMatrix,
  type ProjectRisk,
  type ProjectRiskQuery,
  type ProjectRisks,
  type ProjectRiskStatus,
} from '#contract/project-tracking';
import { riskLevel } from '#contract/proposals';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { loadProject } from '../projects/service';
import { riskStatsOf } from '../proposals/risks-service';

/** The project's risk register: filtered, counted like the proposal's (riskStatsOf), and laid on the 5×5 matrix. */

type Db = Kysely<Database>;

function isCategory(value: string): value is RiskCategory {
  return (RISK_CATEGORIES as readonly string[]).includes(value);
}
function isStrategy(value: string): value is ResponseStrategy {
  return (RESPONSE_STRATEGIES as readonly string[]).includes(value);
}
function isStatus(value: string): value is ProjectRiskStatus {
  return (PROJECT_RISK_STATUSES as readonly string[]).includes(value);
}

/** The whole register, highest score first, then as entered. */
export async function risksOfProject(db: Db, projectId: number): Promise<ProjectRisk[]> {
  const rows = await db
    .selectFrom('project_risks')
    .leftJoin('users as reviewer', 'reviewer.id', 'project_risks.reviewed_by')
    .selectAll('project_risks')
    .select(['reviewer.name as reviewer_name', 'reviewer.ngo_id as reviewer_ngo_id'])
    .where('project_risks.project_id', '=', projectId)
    .orderBy('project_risks.id')
    .execute();
  const risks = rows.map((row): ProjectRisk => {
    if (!isCategory(row.category) || !isStrategy(row.response_strategy) || !isStatus(row.status)) {
      throw new Error(`project risk ${row.id} has an unknown category, strategy or status`);
    }
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      likelihood: row.likelihood,
      impact: row.impact,
      score: row.likelihood * row.impact,
      level: riskLevel(row.likelihood, row.impact),
      response_strategy: row.response_strategy,
      mitigation: row.mitigation,
      owner: row.owner,
      isMaterialized: row.is_materialized === 1,
      status: row.status,
      review_date: row.review_date,
      version: row.version,
      reviewed_at: row.reviewed_at,
      reviewed_by: row.reviewed_by === null ? null : { id: row.reviewed_by, name: row.reviewer_name ?? '', ngo_user: row.reviewer_ngo_id !== null },
    };
  });
  return risks.toSorted((a, b) => b.score - a.score);
}

function selected(risk: ProjectRisk, query: ProjectRiskQuery): boolean {
  return (
    (query.category === undefined || risk.category === query.category) &&
    (query.level === undefined || risk.level === query.level) &&
    (query.status === undefined || risk.status === query.status)
  );
}

export async function projectRisks(portal: PortalContext, staff: SignedInStaff, id: number, query: ProjectRiskQuery): Promise<ProjectRisks> {
  const project = await loadProject(portal.db, staff.donorId, id);
  const risks = (await risksOfProject(portal.db, project.id)).filter((risk) => selected(risk, query));
  return {
    project_id: project.id,
    risks,
    stats: riskStatsOf(risks),
    open: risks.filter((risk) => risk.status === 'open').length,
    unassessed: risks.filter((risk) => risk.likelihood === 0 || risk.impact === 0).length,
    matrix: riskMatrix(risks),
  };
}
