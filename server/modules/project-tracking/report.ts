import type { BudgetLine, ProjectReport } from '#contract/project-tracking';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { loadProject } from '../projects/service';
import { projectIndicators } from './indicators';
import { projectInstallments } from './installments';
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

export async function buildProjectReport(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProjectReport> {
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
  return {
    project,
    generated_at: new Date().toISOString(),
    as_of: trackingPeriod(project).asOf,
    currency: spending.currency,
    budget: { ...spending.totals, by_category: byCategory(spending.lines) },
    installments: installments.batches,
    indicators: indicators.indicators.map(({ series: _series, ...indicator }) => indicator),
    workplan: { summary: workplan.summary, activities: workplan.activities },
    open_risks: risks.filter((risk) => risk.status === 'open'),
    progress_reports: reports,
  };
}
