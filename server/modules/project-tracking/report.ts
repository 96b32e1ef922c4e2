import type { BudgetLine, ProjectReport, ReportPeriodQuery } from '#contract/project-tracking';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { loadProject } from '../projects/service';
import { projectIndicators } from './indicators';
import { projectInstallments } from './installments';
import { reportPeriod } from './report-period';
import { reportsOfProject } from './progress-reports';
import { risksOfProject } from './risks';
import { projectSpending } from './spending';
import { money, percentOf, trackingPeriod } from './tracking-period';
import { projectWorkplan } from './workplan';

/** GET …/Report: the printable summary of a project, built from the same figures its pages show. */

/** Budget lines grouped by their category, in the order the categories first appear. */
function byCategory(lines: readonly BudgetLine[]): ProjectReport['budget']['by_category'] {
  const categories = new Map<string, { planned: number; spent: number }>();
  for (const line of lines) {
    const sums = categories.get(line.category) ?? { planned: 0, spent: 0 };
    categories.set(line.category, { planned: sums.planned + line.planned, spent: sums.spent + line.spent });
  }
  return [...categories].map(([category, sums]) => ({
    category,
    planned: money(sums.planned),
    spent: money(sums.spent),
    remaining: money(sums.planned - sums.spent),
    burn_percent: percentOf(sums.spent, sums.planned),
  }));
}

/** The report from the project's start to today; with `period` (from, to), also the figures of that period. */
export async function buildProjectReport(portal: PortalContext, staff: SignedInStaff, id: number, period: ReportPeriodQuery = {}): Promise<ProjectReport> {
  const db = portal.db;
  const project = await loadProject(db, staff.donorId, id);
  const [installments, spending, indicators, workplan, risks, reports] = await Promise.all([
    projectInstallments(db, project),
    projectSpending(db, project),
    projectIndicators(db, project),
    projectWorkplan(db, project),
    risksOfProject(db, project.id),
    reportsOfProject(db, project.id),
  ]);
  const parts = {
    as_of: trackingPeriod(project).asOf,
    installments: installments.batches,
    workplan: { summary: workplan.summary, activities: workplan.activities },
    progress_reports: reports,
  };
  return {
    project,
    generated_at: new Date().toISOString(),
    currency: spending.currency,
    budget: { ...spending.totals, by_category: byCategory(spending.lines) },
    indicators: indicators.indicators.map(({ series: _series, ...indicator }) => indicator),
    open_risks: risks.filter((risk) => risk.status === 'open'),
    ...parts,
    period: period.from && period.to ? await reportPeriod(db, project, parts, period.from, period.to) : null,
  };
}
