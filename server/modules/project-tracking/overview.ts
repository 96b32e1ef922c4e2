import { RequestStatus, RiskLevel, TransferStatus } from '#contract/enums';
import { INDICATOR_STATUSES, monthsBetween, OVERVIEW_KEY_INDICATORS, type ProjectIndicator, type ProjectOverview } from '#contract/project-tracking';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { loadProject } from '../projects/service';
import { loadProposal } from '../proposals/service';
import { projectIndicators } from './indicators';
import { projectInstallments } from './installments';
import { reportsOfProject } from './progress-reports';
import { risksOfProject } from './risks';
import { projectSpending } from './spending';
import { daysBetween, trackingPeriod } from './tracking-period';
import { projectWorkplan } from './workplan';

/** GET …/Overview: the project at a glance, from the same figures its pages show. */

/** Furthest behind plan first; indicators without a plan figure yet come last, in their order. */
function byPlanPercent(a: ProjectIndicator, b: ProjectIndicator): number {
  if (a.plan_percent === null || b.plan_percent === null) return Number(a.plan_percent === null) - Number(b.plan_percent === null);
  return a.plan_percent - b.plan_percent;
}

function keyIndicators(indicators: readonly ProjectIndicator[]): ProjectIndicator[] {
  return indicators.toSorted(byPlanPercent).slice(0, OVERVIEW_KEY_INDICATORS);
}

export async function projectOverview(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProjectOverview> {
  const db = portal.db;
  const project = await loadProject(db, staff.donorId, id);
  const period = trackingPeriod(project);
  const [proposal, installments, spending, indicators, workplan, risks, reports] = await Promise.all([
    loadProposal(db, staff.donorId, project.proposal_id),
    projectInstallments(db, project),
    projectSpending(db, project),
    projectIndicators(db, project),
    projectWorkplan(db, project),
    risksOfProject(db, project.id),
    reportsOfProject(db, project.id),
  ]);
  const totalDays = daysBetween(project.start_date, project.end_date) + 1;
  const elapsedDays = Math.min(totalDays, Math.max(0, daysBetween(project.start_date, period.asOf) + 1));
  const transferred = installments.batches.filter((batch) => batch.transfer_status === TransferStatus.Transferred);
  const open = risks.filter((risk) => risk.status === 'open');
  return {
    project_id: project.id,
    version: project.version,
    usersInCharge: proposal.usersInCharge,
    grantUsers: proposal.grantUsers,
    as_of: period.asOf,
    months_total: monthsBetween(period.firstMonth, period.endMonth).length,
    months_elapsed: project.start_date > period.asOf ? 0 : period.months.length,
    time_elapsed_percent: Math.round((elapsedDays / Math.max(1, totalDays)) * 1000) / 10,
    progress: project.progress,
    currency: spending.currency,
    budget: spending.totals,
    installments: {
      count: installments.batches.length,
      transferred_count: transferred.length,
      transferred_amount: installments.transferred_amount,
      next:
        installments.batches.find(
          (batch) => batch.transfer_status !== TransferStatus.Transferred && batch.request_status !== RequestStatus.Rejected,
        ) ?? null,
    },
    key_indicators: keyIndicators(indicators.indicators.map(({ series: _series, ...indicator }) => indicator)),
    indicators: {
      total: indicators.indicators.length,
      by_status: INDICATOR_STATUSES.map((status) => ({
        status,
        count: indicators.indicators.filter((indicator) => indicator.status === status).length,
      })),
    },
    workplan: workplan.summary,
    risks: {
      open: open.length,
      open_high_or_extreme: open.filter((risk) => risk.level >= RiskLevel.High).length,
      materialized: risks.filter((risk) => risk.isMaterialized).length,
    },
    latest_report: reports[0] ?? null,
  };
}
