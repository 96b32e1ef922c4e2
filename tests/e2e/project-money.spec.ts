import { formatMessage } from '../../contract/messages';
import { RequestStatus } from '../../contract/enums';
import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { answeredPostsByKey, pendingCount, persistedCache, uniqueTitle, waitForServiceWorkerControl } from './support/grants';
import {
  acceptedProject,
  batchLog,
  inArabic,
  leaveSideMenu,
  paddedPdf,
  progressReports,
  projectInstallments,
  trackedDemoProject,
} from './support/projects';

const projectPath = (id: number, page: string) => `/projects/${id}/${page}`;

test.describe('project money pages', () => {
  test('a project opens from /projects on its overview; a tracked project shows its indicators and latest report', async ({ page, request, adminToken }) => {
    const project = await acceptedProject(request, adminToken, { title: uniqueTitle('Overview') });
    const tracked = await trackedDemoProject(request, adminToken);

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(`/projects?search=${encodeURIComponent(project.title)}`);
    await page.getByRole('link', { name: project.title }).click();
    await expect(page).toHaveURL(projectPath(project.id, 'overview'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Progress against time' })).toBeVisible();
    await expect(main.getByRole('progressbar', { name: 'Installments transferred' })).toHaveAttribute('aria-valuetext', '0%');
    await expect(main.getByRole('heading', { level: 3, name: 'Spending at a glance' })).toBeVisible();
    // Just accepted: three installments, none transferred; the proposal's indicators planned, none reported yet.
    await expect(main.getByRole('heading', { level: 3, name: 'Installments' })).toBeVisible();
    await expect(main).toContainText('installments 1');
    const planned = main.getByRole('table', { name: 'The indicators furthest behind their plan first.' });
    await expect(planned.getByRole('row').nth(1)).toContainText('Not started');
    await expect(planned.getByRole('row').filter({ hasNotText: 'Not started' })).toHaveCount(1);
    await expect(main).toContainText('No progress report yet');
    // The side menu (first) names the page too; the block's link comes after it.
    await main.getByRole('link', { name: 'Expenditure batches' }).last().click();
    await expect(page).toHaveURL(projectPath(project.id, 'expenditure-batches'));

    await page.goto(projectPath(tracked.project.id, 'overview'));
    const keyIndicators = main.getByRole('table', { name: 'The indicators furthest behind their plan first.' });
    await expect(keyIndicators.getByRole('row')).toHaveCount(tracked.overview.key_indicators.length + 1);
    await expect(keyIndicators).toContainText(tracked.overview.key_indicators[0]?.code ?? '');
    await expect(main.getByRole('link', { name: `Open ${tracked.overview.latest_report?.title ?? ''} (opens in a new tab)` })).toBeVisible();
  });

  test('a new project’s installment is not requested until staff record the organisation’s request; approving it then makes the log grow', async ({
    page,
    request,
    adminToken,
  }) => {
    const project = await acceptedProject(request, adminToken, { title: uniqueTitle('Requests') });
    const [first] = (await projectInstallments(request, adminToken, project.id)).batches;

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(projectPath(project.id, 'expenditure-batches'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Expenditure batches' })).toBeVisible();
    await main.getByRole('button', { name: 'Log of installments 1' }).click();
    await expect(main.getByRole('button', { name: 'Log of installments 1' })).toHaveAttribute('aria-expanded', 'true');
    await expect(main).toContainText('No change recorded yet.');

    // Nobody has asked for it yet: nothing to approve, negotiate, reject or transfer; only the request can be recorded.
    const row = main.getByRole('row').filter({ has: page.getByRole('button', { name: 'Log of installments 1' }) });
    await expect(row).toContainText('Not requested');
    await expect(row.getByRole('button', { name: 'Approve installments 1' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Record transfer installments 1' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Record request installments 1' }).click();
    const record = page.getByRole('dialog', { name: 'Record the organisation’s request' });
    await expect(record).toContainText('on the organisation’s behalf');
    await record.getByRole('textbox', { name: 'Note for the log (optional)' }).fill('Asked by phone');
    await record.getByRole('button', { name: 'Record request' }).click();
    await expect(record).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'The organisation’s request for "installments 1" was recorded.' })).toBeVisible();
    await expect(row).toContainText('Requested');

    // Requested: approve, negotiate or reject; no transfer before approval. The dialog says who recorded the request.
    await expect(row.getByRole('button', { name: 'Record transfer installments 1' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Approve installments 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the request' });
    await expect(dialog).toContainText(`Layla Haddad recorded on`);
    await expect(dialog).toContainText(`that ${project.ngo.name} asked for this installment.`);
    await dialog.getByRole('textbox', { name: 'Note for the log (optional)' }).fill('Agreed on the call');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    // The toast (a list item named by its title) says when the server has the change.
    await expect(page.getByRole('listitem', { name: 'The request for "installments 1" was approved.' })).toBeVisible();
    await expect(row).toContainText('Approved');

    const log = main.getByRole('table', { name: 'Changes of installments 1, newest first' });
    await expect(log.getByRole('row')).toHaveCount(3);
    await expect(log).toContainText('Agreed on the call');
    await expect(log).toContainText('Asked by phone');
    await expect(log).toContainText('(on behalf of the organisation)');
    await expect(log).toContainText('Layla Haddad');
    const projectLog = main.getByRole('table', { name: 'Every change of the installments’ statuses, newest first' });
    await expect(projectLog).toContainText('installments 1');

    // Approved: the next move is the transfer, which asks for confirmation because it is final.
    await row.getByRole('button', { name: 'Record transfer installments 1' }).click();
    const transfer = page.getByRole('dialog', { name: 'Record the transfer' });
    await expect(transfer).toContainText('A transfer is final');
    await transfer.getByRole('button', { name: 'Cancel' }).click();

    const logs = await batchLog(request, adminToken, project.id, first?.id ?? 0);
    expect(logs.map((entry) => [entry.request_status, entry.note, entry.on_behalf])).toEqual([
      [RequestStatus.Approved, 'Agreed on the call', false],
      [RequestStatus.Requested, 'Asked by phone', true],
    ]);
  });

  test('in Arabic a new project’s installment offers recording the organisation’s request', async ({ page, request, adminToken }) => {
    const project = await acceptedProject(request, adminToken, { title: uniqueTitle('طلب الدفعة') });

    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await page.goto(projectPath(project.id, 'expenditure-batches'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: 'installments 1' });
    await expect(row.getByRole('button', { name: inArabic('Approve') })).toHaveCount(0);
    await row.getByRole('button', { name: new RegExp(`^${inArabic('Record request')}`) }).click();
    const record = page.getByRole('dialog', { name: inArabic('Record the organisation’s request') });
    await expect(record).toBeVisible();
    await record.getByRole('button', { name: inArabic('Cancel') }).click();
  });

  test('editing the installments: a total other than 100 is refused with the message, a valid edit is saved', async ({ page, request, adminToken }) => {
    const project = await acceptedProject(request, adminToken, { title: uniqueTitle('Installments'), percents: [50, 50] });

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(projectPath(project.id, 'installments'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Installments' })).toBeVisible();
    await main.getByRole('button', { name: 'Edit installments' }).click();
    await leaveSideMenu(page);
    const dialog = page.getByRole('dialog', { name: `Installments of ${project.title}` });
    await dialog.getByRole('button', { name: 'Delete installments 2' }).click();
    await expect(dialog).toContainText(formatMessage('installmentsPercent', {}, 'en'));
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    const addForm = dialog.getByRole('region', { name: 'Add an installment' });
    await addForm.getByRole('spinbutton', { name: /Percent/ }).fill('60');
    await addForm.getByRole('button', { name: 'Add installment' }).click();
    await expect(addForm).toContainText('Percent should be less than or equal to 50');
    for (const percent of ['30', '20']) {
      await addForm.getByRole('spinbutton', { name: /Percent/ }).fill(percent);
      await addForm.getByRole('button', { name: 'Add installment' }).click();
    }
    await expect(addForm).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await projectInstallments(request, adminToken, project.id)).batches.map((batch) => batch.percent)).toEqual([50, 30, 20]);
    const table = main.getByRole('table', { name: /^The installments in the order they are paid/ });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table).toContainText('installments 3');
  });

  test('in Arabic the installments page reads right to left and refuses a total other than 100 in Arabic', async ({ page, request, adminToken }) => {
    const project = await acceptedProject(request, adminToken, { title: uniqueTitle('دفعات المشروع'), percents: [40, 60] });

    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await page.goto(projectPath(project.id, 'installments'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: inArabic('Installments') })).toBeVisible();
    await main.getByRole('button', { name: inArabic('Edit installments') }).click();
    await leaveSideMenu(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: inArabic('Delete {title}').replace('{title}', 'installments 1') }).click();
    await expect(dialog).toContainText(formatMessage('installmentsPercent', {}, 'ar'));
    await expect(dialog.getByRole('button', { name: inArabic('Save') })).toBeDisabled();
  });

  test('uploading a progress report shows its progress, lists it with its file, and deleting asks first', async ({ page, context, request, adminToken }) => {
    const project = await acceptedProject(request, adminToken, { title: uniqueTitle('Reports') });
    const file = paddedPdf('q1-narrative.pdf', 1_500_000);

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(projectPath(project.id, 'progress-reports'));
    const main = page.getByRole('main');
    await expect(main).toContainText('No progress report yet');

    await main.getByRole('button', { name: 'Upload a report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a progress report' });
    // Nothing filled: every rule speaks at once, and nothing is queued.
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toContainText('Title is required');
    await expect(dialog).toContainText('File is required');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('First quarter narrative');
    await dialog.getByLabel('Period start').fill(project.start_date);
    await dialog.getByLabel('Period end').fill(project.end_date > project.start_date ? project.end_date : project.start_date);
    await dialog.locator('input[type="file"]').setInputFiles(file);

    // A slow uplink (about 300 KB/s), so the upload lasts long enough to watch.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 300 * 1024 });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();
    const waiting = main.getByRole('list', { name: 'Reports waiting to be uploaded' });
    const bar = waiting.getByRole('progressbar', { name: 'Upload of First quarter narrative' });
    const sentShare = async () => Number.parseFloat((await bar.getAttribute('aria-valuetext')) ?? '');
    await expect.poll(async () => {
      const share = await sentShare();
      return share > 0 && share < 100;
    }, { timeout: 15_000 }).toBe(true);
    await expect(waiting).toContainText('Uploading…');
    await expect(waiting).toHaveCount(0, { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const table = main.getByRole('table', { name: /newest period first/ });
    await expect(table).toContainText('First quarter narrative');
    await expect(table).toContainText('Narrative');
    const link = table.getByRole('link', { name: 'q1-narrative.pdf (First quarter narrative, opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    // Opening asks for a short-lived signed address first; that address alone serves the file.
    const addressed = page.waitForResponse((response) => response.url().includes('/address?'));
    const popup = page.waitForEvent('popup');
    await link.click();
    const { url } = (await (await addressed).json()) as { url: string };
    await (await popup).close();
    const downloaded = await request.get(url);
    expect(downloaded.status()).toBe(200);
    expect((await downloaded.body()).equals(file.buffer)).toBe(true);

    await table.getByRole('button', { name: 'Delete First quarter narrative' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the progress report' });
    await expect(confirm).toContainText('Be sure to delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(main).toContainText('No progress report yet');
    await expect.poll(async () => (await progressReports(request, adminToken, project.id)).length).toBe(0);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a report uploaded offline waits on the device across a reload and reaches the server once', async ({ page, context, request, adminToken }) => {
      const project = await acceptedProject(request, adminToken, { title: uniqueTitle('Offline report') });
      const answered = answeredPostsByKey(context, '/ProgressReport');

      await page.goto('/login');
      await loginAs(page, DEMO_USERS.admin);
      await page.goto(projectPath(project.id, 'progress-reports'));
      await waitForServiceWorkerControl(page);
      const main = page.getByRole('main');
      await expect(main).toContainText('No progress report yet');
      await expect.poll(() => persistedCache(page)).toContain(project.title);

      await context.setOffline(true);
      await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
      await main.getByRole('button', { name: 'Upload a report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload a progress report' });
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Offline financial report');
      await dialog.getByRole('radio', { name: 'Financial' }).check();
      await dialog.getByLabel('Period start').fill(project.start_date);
      await dialog.getByLabel('Period end').fill(project.start_date);
      await dialog.locator('input[type="file"]').setInputFiles(paddedPdf('offline.pdf', 20_000));
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog).toBeHidden();

      const waiting = main.getByRole('list', { name: 'Reports waiting to be uploaded' });
      await expect(waiting).toContainText('Offline financial report');
      await expect(waiting).toContainText('Waiting for the connection');
      await expect.poll(() => pendingCount(page)).toBe(1);
      await expect(page.getByRole('main').getByText('Pending', { exact: true })).toBeVisible();

      await page.reload();
      await expect(waiting).toContainText('Offline financial report');
      await expect.poll(() => pendingCount(page)).toBe(1);
      expect(await progressReports(request, adminToken, project.id)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
      const table = main.getByRole('table', { name: /newest period first/ });
      await expect(table).toContainText('Offline financial report');
      await expect(table).toContainText('Financial');
      const reports = await progressReports(request, adminToken, project.id);
      expect(reports.map((report) => [report.title, report.kind, report.file_name])).toEqual([['Offline financial report', 'financial', 'offline.pdf']]);
      expect([...answered.values()]).toEqual([1]);
    });
  });
});
