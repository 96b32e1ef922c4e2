import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '../../../contract/api-paths';
import type { Paged } from '../../../contract/paging';
import type {
  IndicatorDetails,
  IndicatorTracking,
  ProjectReport,
  ProjectRisks,
  SpendingTracking,
  WorkplanDetails,
  WorkplanTracking,
} from '../../../contract/project-tracking';
import type { Project } from '../../../contract/projects';
import { bearer } from './auth';
import { api } from './grants';

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(api(path), { headers: bearer(token) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Everything the follow-up pages of a project show, read through the API, to compare the pages with. */
export type TrackedProject = {
  project: Project;
  indicators: IndicatorTracking;
  workplan: WorkplanTracking;
  spending: SpendingTracking;
  risks: ProjectRisks;
  report: ProjectReport;
};

export async function trackedProject(request: APIRequestContext, token: string, project: Project): Promise<TrackedProject> {
  const p = apiPaths.projects;
  const [indicators, workplan, spending, risks, report] = await Promise.all([
    getJson<IndicatorTracking>(request, token, p.indicatorTracking(project.id)),
    getJson<WorkplanTracking>(request, token, p.workplanTracking(project.id)),
    getJson<SpendingTracking>(request, token, p.spendingTracking(project.id)),
    getJson<ProjectRisks>(request, token, p.risks(project.id)),
    getJson<ProjectReport>(request, token, p.report(project.id)),
  ]);
  return { project, indicators, workplan, spending, risks, report };
}

/**
 * A demo project under way with some history: indicators reported, activities started, money spent on its budget
 * lines, and assessed risks on the matrix.
 */
export async function ongoingProjectWithHistory(request: APIRequestContext, token: string): Promise<TrackedProject> {
  const page = await getJson<Paged<Project>>(request, token, `${apiPaths.projects.list}?status=ongoing&rows=50&page=1`);
  for (const project of page.data) {
    const tracked = await trackedProject(request, token, project);
    const reported = tracked.indicators.indicators.some((indicator) => indicator.actual_to_date !== null);
    const started = tracked.workplan.activities.some((activity) => activity.actual_start !== null);
    const spent = tracked.spending.lines.some((line) => line.spent > 0);
    const assessed = tracked.risks.matrix.some((cell) => cell.count > 0);
    if (reported && started && spent && assessed && tracked.indicators.months.length >= 3) return tracked;
  }
  throw new Error('no ongoing demo project with indicators, activities, spending and risks');
}

export async function indicatorDetails(request: APIRequestContext, token: string, projectId: number, month: string): Promise<IndicatorDetails> {
  return getJson<IndicatorDetails>(request, token, `${apiPaths.projects.indicatorTrackingDetails(projectId)}?month=${month}`);
}

export async function workplanDetails(request: APIRequestContext, token: string, projectId: number, month: string): Promise<WorkplanDetails> {
  return getJson<WorkplanDetails>(request, token, `${apiPaths.projects.workplanTrackingDetails(projectId)}?month=${month}`);
}

/** Money as the pages show it (src/lib/format-money.ts): en digits, three decimals, the currency symbol before. */
export function money(value: number, symbol: string): string {
  return `${symbol} ${new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value)}`;
}

/** An indicator figure as the pages show it: en digits, up to two decimals. */
export function quantity(value: number): string {
  return new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
}

export async function periodReport(request: APIRequestContext, token: string, projectId: number, from: string, to: string): Promise<ProjectReport> {
  return getJson<ProjectReport>(request, token, `${apiPaths.projects.report(projectId)}?from=${from}&to=${to}`);
}
