import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../../contract/outbox';
import type { Paged } from '../../contract/paging';
import { partnerPaths } from '../../contract/partner';
import type { PartnerProject, PartnerProjectWorkspace } from '../../contract/partner-projects';
import { apiLogin, bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { api, arabicOf, uniqueTitle, untilSavedOnDevice, waitForServiceWorkerControl } from './support/grants';
import { agreementPdf } from './support/proposals';

/*
 * The partner's project workspace against the real server and seed (issue 14 items 1, 4, 5 and 6): an installment
 * goes Requested → Approved → Transferred → Received with the organisation and the staff member in charge each
 * acting on their own pages; a progress report is uploaded and accepted; a risk review shows on risks-management;
 * the workspace opens in Arabic. The seed's running project of partner@demo.test on the first funder is in the
 * charge of grants@demo.test (server/db/seed/proposals-data.ts).
 */

test.use({ actionTimeout: 15_000 });

const say = (english: string) => arabicOf(english) ?? english;

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(api(path), { headers: bearer(token) });
  baseExpect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The demo organisation's running project that grants@demo.test follows, with an installment it can request. */
async function requestableProject(request: APIRequestContext, partnerToken: string, staffToken: string): Promise<PartnerProjectWorkspace> {
  const projects = await getJson<Paged<PartnerProject>>(request, partnerToken, `${partnerPaths.projects.list}?status=ongoing&rows=50&page=1`);
  for (const project of projects.data) {
    const seenByStaff = await request.get(api(apiPaths.projects.one(project.id)), { headers: bearer(staffToken) });
    if (seenByStaff.status() !== 200) continue;
    const workspace = await getJson<PartnerProjectWorkspace>(request, partnerToken, partnerPaths.projects.one(project.id));
    if (workspace.installments.some((installment) => installment.can_request) && workspace.risks.length > 0) return workspace;
  }
  throw new Error('No running project of the demo organisation with an installment to request, followed by grants@demo.test');
}

async function partnerPage(browser: Browser, locale: 'en' | 'ar' = 'en'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  if (locale === 'ar') {
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  }
  await loginAs(page, DEMO_USERS.partner, { locale });
  return page;
}

test('an installment goes Requested → Approved → Transferred → Received; a report is accepted; a risk review reaches the funder', async ({
  page,
  browser,
  request,
}) => {
  const partnerToken = await apiLogin(request, DEMO_USERS.partner);
  const staffToken = await apiLogin(request, DEMO_USERS.grants);
  const workspace = await requestableProject(request, partnerToken, staffToken);
  const projectId = workspace.project.id;
  const installment = workspace.installments.find((candidate) => candidate.can_request);
  const [risk] = workspace.risks;
  if (!installment || !risk) throw new Error('an installment to request and a risk');
  const title = installment.title;
  const justification = `The first phase is done: ${uniqueTitle('wells')}.`;
  const reportTitle = uniqueTitle('Quarter report');
  const mitigation = `Stock before winter, ${uniqueTitle('review')}`;

  // The organisation opens its project from the list and asks for the next installment, with a supporting file.
  const own = await partnerPage(browser);
  await own.goto('/partner/projects');
  await own.getByRole('link', { name: workspace.project.title }).first().click();
  await expect(own).toHaveURL(`/partner/projects/${projectId}`);
  const ownMain = own.getByRole('main');
  await expect(ownMain.getByRole('heading', { level: 2, name: 'What is due' })).toBeVisible();
  const item = ownMain.getByRole('listitem').filter({ has: own.getByRole('heading', { level: 3, name: title }) });
  await item.getByRole('button', { name: `Request installment ${title}` }).click();
  const requestDialog = own.getByRole('dialog', { name: 'Request an installment' });
  await requestDialog.getByRole('textbox', { name: /^Justification/ }).fill(justification);
  await requestDialog.locator('input[type="file"]').setInputFiles(agreementPdf('wells-invoice.pdf'));
  await expect(requestDialog).toContainText('wells-invoice.pdf');
  await requestDialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(requestDialog).toBeHidden();
  await expect(item).toContainText('Requested');
  await expect(item).toContainText(justification);

  // The same visit: a progress report, and a review of the first risk.
  await ownMain.getByRole('button', { name: 'Upload a report' }).click();
  const upload = own.getByRole('dialog', { name: 'Upload a progress report' });
  await upload.getByRole('textbox', { name: /^Title/ }).fill(reportTitle);
  await upload.getByLabel(/^Period start/).fill(workspace.project.start_date);
  await upload.getByLabel(/^Period end/).fill(workspace.project.start_date);
  await upload.locator('input[type="file"]').setInputFiles(agreementPdf('quarter.pdf'));
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  const reports = ownMain.getByRole('table', { name: /newest period first/ });
  await expect(reports.getByRole('row').filter({ hasText: reportTitle })).toContainText('Awaiting review');

  await ownMain.getByRole('button', { name: `Update the review of ${risk.title}` }).click();
  const review = own.getByRole('dialog', { name: 'Review the risk' });
  await review.getByRole('textbox', { name: /^Mitigation/ }).fill(mitigation);
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(review).toBeHidden();
  await expect(ownMain.getByRole('table', { name: /risk register/ })).toContainText(mitigation);

  // The staff member in charge reads the request with its file, approves it and records the transfer.
  await page.goto('/login');
  await loginAs(page, DEMO_USERS.grants);
  await page.goto(`/projects/${projectId}/expenditure-batches`);
  const main = page.getByRole('main');
  const batches = main.getByRole('table', { name: /Each installment’s request and transfer/ });
  const row = batches.getByRole('row').filter({ hasText: title }).first();
  await row.getByRole('button', { name: `Log of ${title}` }).click();
  await expect(batches).toContainText(justification);
  await expect(batches.getByRole('link', { name: 'Open wells-invoice.pdf (opens in a new tab)' })).toBeVisible();
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve the request' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await row.getByRole('button', { name: `Record transfer ${title}` }).click();
  const transfer = page.getByRole('dialog', { name: 'Record the transfer' });
  await transfer.getByRole('textbox', { name: 'Transfer reference (optional)' }).fill('SWIFT-E2E-42');
  await transfer.getByRole('button', { name: 'Record transfer' }).click();
  await expect(transfer).toBeHidden();
  await expect(row).toContainText('Transferred');

  // Staff accept the report and see the organisation's risk review.
  await page.goto(`/projects/${projectId}/progress-reports`);
  await main.getByRole('button', { name: `Accept ${reportTitle}` }).click();
  const accept = page.getByRole('dialog', { name: 'Accept the progress report' });
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept).toBeHidden();
  await expect(main.getByRole('row').filter({ hasText: reportTitle })).toContainText('Accepted');
  await page.goto(`/projects/${projectId}/risks-management`);
  const riskRow = main.getByRole('row').filter({ hasText: mitigation });
  await expect(riskRow).toBeVisible();
  await expect(riskRow).toContainText('Lina Kabbani');

  // The organisation confirms the receipt: the log names each side's person.
  await own.reload();
  await expect(item).toContainText('Transferred');
  await expect(item).toContainText('SWIFT-E2E-42');
  await expect(ownMain.getByRole('table', { name: /newest period first/ }).getByRole('row').filter({ hasText: reportTitle })).toContainText('Accepted');
  await item.getByRole('button', { name: `Confirm receipt of ${title}` }).click();
  const receipt = own.getByRole('alertdialog', { name: 'Confirm receipt' });
  await receipt.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(receipt).toBeHidden();
  await expect(item).toContainText('Received');
  await expect(item.getByRole('table', { name: `Changes of ${title}, newest first` })).toContainText('Lina Kabbani');
  await expect(item.getByRole('table', { name: `Changes of ${title}, newest first` })).toContainText('(organisation)');
  await own.context().close();

  // The demo risk as it was, for the specs that read the seed's register.
  const now = (await getJson<PartnerProjectWorkspace>(request, partnerToken, partnerPaths.projects.one(projectId))).risks.find((entry) => entry.id === risk.id);
  const restored = await request.put(api(partnerPaths.projects.risk(projectId, risk.id)), {
    headers: { ...bearer(partnerToken), [IDEMPOTENCY_KEY_HEADER]: randomUUID(), [IF_MATCH_HEADER]: String(now?.version ?? risk.version) },
    data: { status: risk.status, isMaterialized: risk.isMaterialized, mitigation: risk.mitigation, review_date: risk.review_date },
  });
  baseExpect(restored.status(), await restored.text()).toBe(200);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the workspace reads in Arabic, right to left, and opens offline once seen', async ({ browser, request }) => {
    const partnerToken = await apiLogin(request, DEMO_USERS.partner);
    const projects = await getJson<Paged<PartnerProject>>(request, partnerToken, `${partnerPaths.projects.list}?status=ongoing&rows=1&page=1`);
    const [project] = projects.data;
    if (!project) throw new Error('a running project of the demo organisation');

    const own = await partnerPage(browser, 'ar');
    await own.goto(`/partner/projects/${project.id}`);
    await expect(own.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = own.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    for (const heading of ['Overview', 'What is due', 'The plan', 'Installments', 'Risks', 'Progress reports']) {
      await expect(main.getByRole('heading', { level: 2, name: say(heading) })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: say('Open the accepted proposal') })).toBeVisible();

    // Seen once: with the network cut, a reload paints it from the device.
    await waitForServiceWorkerControl(own);
    await untilSavedOnDevice(own);
    await own.context().setOffline(true);
    await own.reload();
    await expect(main.getByRole('heading', { level: 2, name: say('Installments') })).toBeVisible();
    await own.context().close();
  });
});
