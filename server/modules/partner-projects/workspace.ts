import { RequestStatus, TransferStatus } from '#contract/enums';
import { isMonthEditable } from '#contract/monthly-reports';
import type {
  PartnerProjectWorkspace,
  WorkspaceActivity,
  WorkspaceBudgetLine,
  WorkspaceIndicator,
  WorkspaceInstallment,
} from '#contract/partner-projects';
import {
  ACTIVITY_STATUSES,
  INDICATOR_AGGREGATIONS,
  isProjectRunning,
  monthOf,
  monthsBetween,
  type ActivityStatus,
  type IndicatorAggregation,
  type ProjectBatch,
} from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { todayIso } from '#contract/partner-proposals';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { listMonthSummaries } from '../monthly-reports/month-summaries';
import { logsOfProject } from '../project-tracking/batch-repository';
import { actorOf, projectBatchesOf } from '../project-tracking/installments';
import { reportsOfProject } from '../project-tracking/progress-reports';
import { risksOfProject } from '../project-tracking/risks';
import { projectOfPartner } from './project-of-partner';
import { findPartnerProject, planActivities, planBudgetLines, planIndicators } from './repository';
import { toPartnerProject } from './service';

/**
 * GET PartnerProject/{id}: the organisation's workspace of one project (docs/decisions/206-project-workspace.md). Every
 * figure is an approved one (the follow-up tables are the projection of approved months, decision 202), so the
 * organisation reads what the funder reads.
 */

type Db = PortalContext['db'];

function isAggregation(value: string): value is IndicatorAggregation {
  return (INDICATOR_AGGREGATIONS as readonly string[]).includes(value);
}
function isActivityStatus(value: string): value is ActivityStatus {
  return (ACTIVITY_STATUSES as readonly string[]).includes(value);
}

async function workspaceIndicators(db: Db, projectId: number): Promise<WorkspaceIndicator[]> {
  const { indicators, months, splits } = await planIndicators(db, projectId);
  const splitOf = new Map(splits.map((row) => [`${row.indicator_id}/${row.month}`, row]));
  return indicators.map((indicator) => {
    if (!isAggregation(indicator.aggregation)) throw new Error(`indicator ${indicator.id} has an unknown aggregation "${indicator.aggregation}"`);
    return {
      id: indicator.id,
      code: indicator.code,
      title: indicator.title,
      unit: indicator.unit,
      output_title: indicator.output_title,
      baseline: Number(indicator.baseline),
      target: Number(indicator.target),
      aggregation: indicator.aggregation,
      months: months
        .filter((row) => row.indicator_id === indicator.id)
        .map((row) => {
          const split = splitOf.get(`${indicator.id}/${row.month}`);
          return {
            month: row.month,
            target: Number(row.target),
            actual: row.actual === null ? null : Number(row.actual),
            female: split?.female ?? null,
            male: split?.male ?? null,
          };
        }),
    };
  });
}

async function workspaceActivities(db: Db, projectId: number): Promise<WorkspaceActivity[]> {
  const rows = await planActivities(db, projectId);
  return rows.map((row) => {
    if (!isActivityStatus(row.status)) throw new Error(`activity ${row.id} has an unknown status "${row.status}"`);
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      output_title: row.output_title,
      planned_start: row.planned_start,
      planned_end: row.planned_end,
      planned_months: monthsBetween(monthOf(row.planned_start), monthOf(row.planned_end)),
      status: row.status,
      progress: Number(row.progress),
    };
  });
}

/** The first installment in order that nobody has requested: the only one the organisation may ask for. */
export function nextInstallment<Batch extends Pick<ProjectBatch, 'request_status'>>(batches: readonly Batch[]): Batch | undefined {
  return batches.find((batch) => batch.request_status === null);
}

/** Transferred, and the organisation has not yet said it arrived. */
export function awaitsReceipt(batch: Pick<ProjectBatch, 'request_status' | 'transfer_status'>): boolean {
  return batch.transfer_status === TransferStatus.Transferred && batch.request_status !== RequestStatus.Received;
}

/** The installments with their log and what the caller may do with each (an admin requests and confirms). */
export async function workspaceInstallments(db: Db, partner: SignedInPartner, project: Project, running: boolean): Promise<WorkspaceInstallment[]> {
  const [{ batches }, logs] = await Promise.all([projectBatchesOf(db, project), logsOfProject(db, project.id)]);
  const next = nextInstallment(batches);
  const admin = partner.ngoRole === 'admin';
  return batches.map((batch) => ({
    ...batch,
    log: logs
      .filter((row) => row.batch_id === batch.id)
      .map((row) => ({
        id: row.id,
        batch_id: row.batch_id,
        batch_title: row.batch_title,
        request_status: row.request_status,
        transfer_status: row.transfer_status,
        note: row.note,
        actor: actorOf(row, project),
        on_behalf: row.on_behalf === 1,
        created_at: row.created_at,
      })),
    can_request: admin && running && batch.id === next?.id,
    can_confirm_receipt: admin && running && awaitsReceipt(batch),
  }));
}

export async function projectWorkspace(portal: PortalContext, partner: SignedInPartner, id: number, today: string = todayIso()): Promise<PartnerProjectWorkspace> {
  const db = portal.db;
  const row = await findPartnerProject(db, partner.ngoId, id);
  if (!row) throw notFound('project');
  const { project } = await projectOfPartner(db, partner, id);
  const running = isProjectRunning(project.status);
  const [indicators, activities, lines, installments, risks, reports, months] = await Promise.all([
    workspaceIndicators(db, id),
    workspaceActivities(db, id),
    planBudgetLines(db, id),
    workspaceInstallments(db, partner, project, running),
    risksOfProject(db, id),
    reportsOfProject(db, id),
    listMonthSummaries(db, { id, start_date: row.start_date, end_date: row.end_date }, today),
  ]);
  const budgetLines: WorkspaceBudgetLine[] = lines;
  return {
    project: toPartnerProject(row),
    indicators,
    activities,
    budget_lines: budgetLines,
    installments,
    risks,
    progress_reports: reports,
    months,
    due: {
      months: months.filter((month) => isMonthEditable(month.status)).toReversed(),
      next_installment_id: nextInstallment(installments)?.id ?? null,
      progress_reports_to_correct: reports.filter((report) => report.status === 'returned' && report.replaced_by_id === null).map((report) => report.id),
    },
  };
}
