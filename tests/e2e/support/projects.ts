import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '../../../contract/api-paths';
import type { BatchLog, ProgressReport, ProjectInstallments, ProjectOverview } from '../../../contract/project-tracking';
import type { Paged } from '../../../contract/paging';
import type { Project } from '../../../contract/projects';
import { bearer } from './auth';
import { actionHeaders, api, arabicOf, uniqueTitle } from './grants';
import { agreementPdf, getProposal, grantWithProposals } from './proposals';

export type { Project };

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(api(path), { headers: bearer(token) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A project of its own for a test: a fresh proposal on a fresh grant of the token's user (so that user is in
 * charge), accepted through the API with the given installments. It has no tracking rows yet.
 */
export async function acceptedProject(
  request: APIRequestContext,
  token: string,
  { title = uniqueTitle('Project'), percents = [50, 30, 20] }: { title?: string; percents?: number[] } = {},
): Promise<Project> {
  const { proposals } = await grantWithProposals(request, token, [{ title }]);
  const [proposal] = proposals;
  expect(proposal, 'a submitted proposal').toBeTruthy();
  const id = proposal?.id ?? 0;
  const batches = percents.map((percent, index) => ({ title: `installments ${index + 1}`, percent }));
  const response = await request.post(api(apiPaths.proposals.accept(id)), {
    headers: actionHeaders(token, proposal?.version),
    multipart: { file: agreementPdf(), batches: JSON.stringify(batches) },
  });
  expect(response.status(), `accept: ${await response.text()}`).toBe(200);
  const projectId = (await getProposal(request, token, id)).project_id;
  expect(projectId, 'the accepted proposal’s project').not.toBeNull();
  return getJson<Project>(request, token, apiPaths.projects.one(projectId ?? 0));
}

export const projectInstallments = (request: APIRequestContext, token: string, id: number) =>
  getJson<ProjectInstallments>(request, token, apiPaths.projects.batches(id));
export const projectOverview = (request: APIRequestContext, token: string, id: number) =>
  getJson<ProjectOverview>(request, token, apiPaths.projects.overview(id));
export const batchLog = (request: APIRequestContext, token: string, id: number, batchId: number) =>
  getJson<BatchLog[]>(request, token, apiPaths.projects.batchLog(id, batchId));
export const progressReports = (request: APIRequestContext, token: string, id: number) =>
  getJson<ProgressReport[]>(request, token, apiPaths.projects.progressReports(id));

/** A demo project of the token's funder whose overview has key indicators (the demo seed tracks most running ones). */
export async function trackedDemoProject(request: APIRequestContext, token: string): Promise<{ project: Project; overview: ProjectOverview }> {
  const page = await getJson<Paged<Project>>(request, token, `${apiPaths.projects.list}?status=ongoing&rows=50`);
  for (const project of page.data) {
    const overview = await projectOverview(request, token, project.id);
    if (overview.key_indicators.length > 0 && overview.latest_report) return { project, overview };
  }
  throw new Error('No demo project with tracked indicators and a progress report');
}

/**
 * A PDF of about `bytes` bytes (a comment pads it), so an upload under a throttled connection lasts long enough to
 * watch its progress. The server checks the first bytes only.
 */
export function paddedPdf(name: string, bytes: number): { name: string; mimeType: string; buffer: Buffer } {
  const { buffer } = agreementPdf(name);
  const padding = Buffer.alloc(Math.max(0, bytes - buffer.length), '%');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([buffer, Buffer.from('\n'), padding]) };
}

/**
 * The Arabic of an English message, or the English itself while the message has no translation yet (Lingui then
 * shows the source text): the Arabic assertions hold before and after the catalogs are translated.
 */
export function inArabic(english: string): string {
  return arabicOf(english) ?? english;
}

/** Moves the pointer off the side menu, which expands on hover and would cover the page. */
export async function leaveSideMenu(page: Page): Promise<void> {
  await page.mouse.move(900, 5);
}
