import { IDEMPOTENCY_KEY_HEADER } from '../../contract/outbox';
import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { pendingCount, persistedCache, uniqueTitle, waitForServiceWorkerControl } from './support/grants';
import { agreementPdf, getBatches, getProposal, grantWithProposals, type Proposal } from './support/proposals';

test.describe('proposal decisions offline', () => {
  test('an acceptance made offline keeps its agreement file on the device and reaches the server once', async ({ page, context, request, adminToken }) => {
    test.setTimeout(60_000);
    const title = uniqueTitle('Accepted offline');
    const { grantId, proposals } = await grantWithProposals(request, adminToken, [{ title }]);
    const [proposal] = proposals as [Proposal];

    // What reached the server: Accept requests that got an answer, by Idempotency-Key.
    const answered = new Map<string, number>();
    context.on('response', (response) => {
      const sent = response.request();
      if (sent.method() !== 'POST' || !new URL(sent.url()).pathname.endsWith('/Accept')) return;
      const key = sent.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '(none)';
      answered.set(key, (answered.get(key) ?? 0) + 1);
    });

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(`/grants/${grantId}/proposals`);
    await waitForServiceWorkerControl(page);
    const card = page
      .getByRole('list', { name: 'Proposals' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toBeVisible();
    await expect.poll(() => persistedCache(page)).toContain(title);

    await context.setOffline(true);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');

    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Accept ${title}` });
    await expect(dialog).toContainText('You are offline');
    await dialog.locator('input[type="file"]').setInputFiles(agreementPdf('agreement-offline.pdf'));
    const addForm = dialog.getByRole('region', { name: 'Add an installment' });
    for (const percent of ['60', '40']) {
      await addForm.getByRole('spinbutton', { name: /Percent/ }).fill(percent);
      await addForm.getByRole('button', { name: 'Add installment' }).click();
    }
    await expect(addForm).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(dialog).toBeHidden();

    // Queued, not applied: the status a reviewer sees is always one the server confirmed.
    await expect.poll(() => pendingCount(page)).toBe(1);
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('Submitted');

    // The file waits in IndexedDB, not in the page: a reload offline keeps the queued acceptance.
    await page.reload();
    await expect.poll(() => pendingCount(page)).toBe(1);
    expect((await getProposal(request, adminToken, proposal.id)).status).toBe('submitted');

    await context.setOffline(false);
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    await expect(card).toContainText('Accepted');

    const after = await getProposal(request, adminToken, proposal.id);
    expect(after.status).toBe('accepted');
    expect(after.version).toBe(proposal.version + 1);
    const batches = await getBatches(request, adminToken, proposal.id);
    expect(batches.map((batch) => batch.percent)).toEqual([60, 40]);
    expect(after.agreement_file_path).toMatch(/^\/api\/files\//);
    const file = await request.get(after.agreement_file_path ?? '');
    expect(file.status()).toBe(200);
    expect((await file.body()).equals(agreementPdf().buffer)).toBe(true);
    expect([...answered.values()]).toEqual([1]);
  });
});
