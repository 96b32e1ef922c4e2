import type { Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/outbox';
import { bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { answeredPostsByKey, pendingChanges, pendingCount, persistedCache, uniqueTitle, waitForServiceWorkerControl } from './support/grants';
import { agreementPdf, getBatches, getProposal, grantWithProposals, type Proposal } from './support/proposals';

/**
 * Signs in as the admin and opens the grant's proposals, then waits until the page would open offline: the service
 * worker controls it and the disk copy holds the proposal. Answers the proposal's card.
 */
async function openProposalsReadyOffline(page: Page, grantId: number, title: string) {
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
  return card;
}


// These tests cut the network: the service worker serves the app meanwhile (other files block it).
test.use({ serviceWorkers: 'allow' });

test.describe('proposal decisions offline', () => {
  test('an acceptance made offline keeps its agreement file on the device and reaches the server once', async ({ page, context, request, adminToken }) => {
    const title = uniqueTitle('Accepted offline');
    const { grantId, proposals } = await grantWithProposals(request, adminToken, [{ title }]);
    const [proposal] = proposals as [Proposal];

    // What reached the server: Accept requests that got an answer, by Idempotency-Key.
    const answered = answeredPostsByKey(context, '/Accept');

    const card = await openProposalsReadyOffline(page, grantId, title);

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
    const file = await request.get(after.agreement_file_path ?? '', { headers: bearer(adminToken) });
    expect(file.status()).toBe(200);
    expect((await file.body()).equals(agreementPdf().buffer)).toBe(true);
    expect([...answered.values()]).toEqual([1]);
  });

  test('an acceptance refused after the connection came back is corrected from Pending changes and reaches the server once', async ({
    page,
    context,
    request,
    adminToken,
  }) => {
    const title = uniqueTitle('Corrected offline');
    const { grantId, proposals } = await grantWithProposals(request, adminToken, [{ title }]);
    const [proposal] = proposals as [Proposal];

    // Each Accept request that got an answer: its Idempotency-Key and the status it got.
    const answers: Array<{ key: string; status: number }> = [];
    context.on('response', (response) => {
      const sent = response.request();
      if (sent.method() !== 'POST' || !new URL(sent.url()).pathname.endsWith('/Accept')) return;
      answers.push({ key: sent.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '(none)', status: response.status() });
    });

    const card = await openProposalsReadyOffline(page, grantId, title);

    // Offline, the dialog cannot ask the server: it closes and the acceptance waits on the device.
    await context.setOffline(true);
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Accept ${title}` });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Notes, not a PDF') });
    const addForm = dialog.getByRole('region', { name: 'Add an installment' });
    for (const percent of ['60', '40']) {
      await addForm.getByRole('spinbutton', { name: /Percent/ }).fill(percent);
      await addForm.getByRole('button', { name: 'Add installment' }).click();
    }
    await dialog.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Saved on this device. It will be sent when the connection is back.').first()).toBeVisible();

    // Back online the server refuses the file; the refusal waits in Pending changes, nobody having the dialog open.
    await context.setOffline(false);
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(1);
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    const refused = panel.getByRole('region', { name: 'Rejected' }).getByRole('listitem').filter({ hasText: title }).first();
    await expect(async () => {
      if (!(await panel.isVisible())) await pendingChanges(page).click({ timeout: 2_000 });
      await expect(refused).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(refused).toContainText('Agreement document must be a PDF, a Word document (DOCX) or a PNG or JPEG scan');
    // Sending the same file again would meet the same refusal: no Try again.
    await expect(refused.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    // The same dialog, with what was queued: the file (kept in IndexedDB), its refusal and the installments.
    await refused.getByRole('button', { name: 'Edit and send again' }).click();
    const editor = page.getByRole('dialog', { name: `Accept ${title}` });
    await expect(editor).toBeVisible();
    await expect(editor).toContainText('agreement.pdf');
    await expect(editor).toContainText('Agreement document must be a PDF, a Word document (DOCX) or a PNG or JPEG scan');
    await expect(editor).toContainText('60%');
    await expect(editor).toContainText('40%');
    await editor.locator('input[type="file"]').setInputFiles(agreementPdf('agreement-corrected.pdf'));
    await editor.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(editor).toBeHidden({ timeout: 15_000 });

    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    const after = await getProposal(request, adminToken, proposal.id);
    expect(after.status).toBe('accepted');
    expect((await getBatches(request, adminToken, proposal.id)).map((batch) => batch.percent)).toEqual([60, 40]);
    const file = await request.get(after.agreement_file_path ?? '', { headers: bearer(adminToken) });
    expect((await file.body()).equals(agreementPdf().buffer)).toBe(true);
    // The refused request once, the corrected one once, under a new key.
    expect(answers.map((answer) => answer.status)).toEqual([400, 200]);
    expect(new Set(answers.map((answer) => answer.key)).size).toBe(2);
  });
});
