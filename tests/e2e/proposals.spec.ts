import type { Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { PROPOSAL_PAGES } from '../../contract/proposals';
import { bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { actionHeaders, api, arabicOf, pendingCount, uniqueTitle, userIdOf } from './support/grants';
import { agreementPdf, getBatches, getComments, getProposal, grantWithProposals, proposalPath, type Proposal } from './support/proposals';

/** English page names of the proposal menu, in the order of contract PROPOSAL_PAGES. */
const PAGE_NAMES: Record<(typeof PROPOSAL_PAGES)[number], string> = {
  'cover-page': 'Cover page',
  background: 'Background',
  beneficiaries: 'Beneficiaries',
  'logical-framework': 'Logical framework',
  workplan: 'Work plan',
  'm-and-e': 'Monitoring and evaluation',
  'other-info': 'Other information',
  budget: 'Budget',
  documents: 'Documents',
  'due-diligences': 'Due diligences',
  'grant-objectives': 'Grant objectives',
  'risk-analysis': 'Risk analysis',
};

/** The same names in Arabic (src/locales/ar/messages.po). */
const AR_PAGE_NAMES: Record<(typeof PROPOSAL_PAGES)[number], string> = {
  'cover-page': 'صفحة الغلاف',
  background: 'الخلفية',
  beneficiaries: 'المستفيدون',
  'logical-framework': 'الإطار المنطقي',
  workplan: 'خطة العمل',
  'm-and-e': 'المتابعة والتقييم',
  'other-info': 'معلومات أخرى',
  budget: 'الميزانية',
  documents: 'المستندات',
  'due-diligences': 'العناية الواجبة',
  'grant-objectives': 'أهداف المنحة',
  'risk-analysis': 'تحليل المخاطر',
};

function proposalCard(page: Page, title: string) {
  return page
    .getByRole('list', { name: /^(Proposals|المقترحات)$/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function chooseProposalAction(page: Page, title: string, action: string): Promise<void> {
  await proposalCard(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Visits every page of the proposal through its side menu and checks each shows its own content. */
async function visitEveryPage(page: Page, names: Record<(typeof PROPOSAL_PAGES)[number], string>): Promise<void> {
  const menu = page.getByRole('navigation', { name: /^(Proposal pages|صفحات المقترح)$/ });
  for (const slug of PROPOSAL_PAGES) {
    await menu.getByRole('link', { name: names[slug], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/proposals/\\d+/${slug}$`));
    await expect(menu.getByRole('link', { name: names[slug], exact: true })).toHaveAttribute('aria-current', 'page');
    const main = page.getByRole('main');
    // Each page shows at least one titled section of the organisation's content, and no error.
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(main).not.toContainText(/could not be found|something went wrong|لم يتم العثور|حدث خطأ/i);
  }
}

test.describe('proposals', () => {
  test('a reviewer finds a submitted proposal and reads all twelve pages', async ({ page, request, adminToken }) => {
    const title = uniqueTitle('Twelve pages');
    const { proposals } = await grantWithProposals(request, adminToken, [{ title }]);
    const [proposal] = proposals as [Proposal];

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.getByRole('navigation').getByRole('link', { name: 'Proposals', exact: true }).first().click();
    await expect(page).toHaveURL(/\/proposals$/);
    // The side menu widens under the pointer; a person moves on to the page.
    await page.mouse.move(800, 600);
    await page.getByRole('searchbox').fill(title);
    const card = proposalCard(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText(proposal.code);
    await expect(card).toContainText('Submitted');
    await card.getByRole('link', { name: title }).click();

    await expect(page).toHaveURL(new RegExp(`${proposalPath(proposal)}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitEveryPage(page, PAGE_NAMES);

    // The pages show the organisation's real content.
    const main = page.getByRole('main');
    await page.goto(proposalPath(proposal, 'budget'));
    await expect(main.getByRole('table').first()).toBeVisible();
    await expect(main).toContainText('Total');
    await page.goto(proposalPath(proposal, 'documents'));
    await expect(main.getByRole('link').first()).toBeVisible();
    await page.goto(proposalPath(proposal, 'risk-analysis'));
    const exported = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await exported).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('a document opens in a new tab through a signed address, and a copied address stops working after logout', async ({ page, context, request, adminToken }) => {
    const title = uniqueTitle('Private documents');
    const { proposals } = await grantWithProposals(request, adminToken, [{ title }]);
    const [proposal] = proposals as [Proposal];

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(proposalPath(proposal, 'documents'));
    const main = page.getByRole('main');
    const open = main.getByRole('link', { name: /^Open “.+” in a new tab$/ }).first();
    await expect(open).toBeVisible();
    // The file's own address wants the bearer header, which a new tab cannot send.
    expect((await request.get((await open.getAttribute('href')) ?? '')).status()).toBe(401);

    const addressed = page.waitForResponse((response) => response.url().includes('/address?disposition=inline'));
    const navigated = context.waitForEvent('request', (sent) => sent.url().includes('/signed?'));
    const popup = page.waitForEvent('popup');
    await open.click();
    const { url } = (await (await addressed).json()) as { url: string };
    expect(url).not.toContain(adminToken);
    expect((await navigated).url()).toContain(url);
    await (await popup).close();
    // The address alone opens the file, without any header, until the session ends.
    const opened = await request.get(url);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toMatch(/^(application\/pdf|image\/png)/);
    expect(opened.headers()['cache-control']).toBe('private, no-store');

    await page.getByRole('banner').getByRole('button', { name: 'Layla Haddad', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect((await request.get(url)).status()).toBe(403);
  });

  test('in Arabic the proposal reads right to left, every page included', async ({ page, request, adminToken }) => {
    const title = uniqueTitle('صفحات المقترح');
    const { proposals } = await grantWithProposals(request, adminToken, [{ title }]);
    const [proposal] = proposals as [Proposal];

    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await page.goto(proposalPath(proposal));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('مقدم');
    await visitEveryPage(page, AR_PAGE_NAMES);
    await expect(page.getByRole('main').getByRole('button', { name: 'تصدير إلى Excel' })).toBeVisible();
  });

  test('a negotiation thread: add, edit and delete a comment; a colleague cannot edit it', async ({ browser, page, request, adminToken }) => {
    const title = uniqueTitle('Negotiated');
    const { proposals } = await grantWithProposals(request, adminToken, [{ title, status: 'underNegotiation' }]);
    const [proposal] = proposals as [Proposal];

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(proposalPath(proposal, 'budget'));
    await page.getByRole('button', { name: 'Negotiation', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Negotiation' }).or(page.getByRole('complementary', { name: 'Negotiation' }));
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Budget');

    const comment = drawer.getByRole('textbox', { name: 'Comment' });
    // Content is required.
    await comment.press('Enter');
    await expect(drawer).toContainText('Comment is required');
    // Shift+Enter adds a line; Enter sends.
    await comment.fill('Please split the transport line');
    await comment.press('Shift+Enter');
    await comment.pressSequentially('by governorate.');
    await comment.press('Enter');
    const mine = drawer.getByRole('article', { name: /^Comment by Layla/ }).filter({ hasText: 'Please split the transport line' });
    await expect(mine).toBeVisible();
    await expect(mine).not.toContainText('Pending');
    await expect.poll(async () => (await getComments(request, adminToken, proposal.id, 7)).map((c) => c.content)).toContain(
      'Please split the transport line\nby governorate.',
    );

    // The list refreshes once the server has the comment; the click goes to the comment as it stands then.
    await expect(async () => {
      await mine.getByRole('button', { name: 'Edit comment' }).click();
      await expect(drawer.getByRole('form', { name: 'Edit your comment' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await comment.fill('Please split the transport line by district.');
    await comment.press('Enter');
    // The edited comment shows at once (pending); the form keeps the text until the server has answered.
    await expect(mine).toContainText('Please split the transport line by district.');
    await expect(drawer.getByRole('form', { name: 'Edit your comment' })).toBeHidden({ timeout: 15_000 });
    await expect(mine).toContainText('(edited)');

    // A colleague in charge of the proposal reads the comment but may not change it.
    const [grantsId, adminId] = await Promise.all([userIdOf(request, adminToken, DEMO_USERS.grants), userIdOf(request, adminToken, DEMO_USERS.admin)]);
    const current = await getProposal(request, adminToken, proposal.id);
    const assigned = await request.put(api(apiPaths.proposals.usersInCharge(proposal.grant_id, proposal.id)), {
      headers: actionHeaders(adminToken, current.version),
      data: { users: [{ admin_id: adminId, is_manager: true }, { admin_id: grantsId, is_manager: false }] },
    });
    expect(assigned.status()).toBe(200);
    const colleague = await browser.newContext();
    const other = await colleague.newPage();
    await other.goto('/login');
    await loginAs(other, DEMO_USERS.grants);
    await other.goto(proposalPath(proposal, 'budget'));
    await other.getByRole('button', { name: 'Negotiation', exact: true }).click();
    const theirs = other.getByRole('article').filter({ hasText: 'Please split the transport line by district.' });
    await expect(theirs).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
    await expect(theirs.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    const ours = (await getComments(request, adminToken, proposal.id, 7)).find((c) => c.content.includes('by district'));
    expect(ours).toBeDefined();
    const grantsToken = await (async () => {
      const response = await request.post('/connect/token', { form: { grant_type: 'password', username: DEMO_USERS.grants, password: 'Demo-2026!' } });
      return ((await response.json()) as { access_token: string }).access_token;
    })();
    const refused = await request.put(api(apiPaths.proposals.negotiation(proposal.id, ours?.id ?? 0)), {
      headers: bearer(grantsToken),
      data: { ...ours, content: 'Changed by someone else' },
    });
    expect(refused.status()).toBe(403);
    await colleague.close();

    await mine.getByRole('button', { name: 'Delete comment' }).click();
    await page.getByRole('alertdialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
    await expect(drawer.getByText('Please split the transport line by district.')).toHaveCount(0);
    await expect.poll(async () => (await getComments(request, adminToken, proposal.id, 7)).some((c) => c.content.includes('by district'))).toBe(false);
  });

  test('accept with an agreement and installments 50/30/20; the project appears; another is rejected after confirmation', async ({
    page,
    request,
    adminToken,
  }) => {
    const tag = uniqueTitle('Decide');
    const acceptTitle = `${tag} accepted`;
    const rejectTitle = `${tag} rejected`;
    const { grantId, proposals } = await grantWithProposals(request, adminToken, [{ title: acceptTitle }, { title: rejectTitle }]);
    const [toAccept, toReject] = proposals as [Proposal, Proposal];

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(`/grants/${grantId}/proposals`);
    await expect(proposalCard(page, acceptTitle)).toBeVisible();

    await chooseProposalAction(page, acceptTitle, 'Accept');
    const dialog = page.getByRole('dialog', { name: `Accept ${acceptTitle}` });
    await expect(dialog).toBeVisible();
    const acceptButton = dialog.getByRole('button', { name: 'Accept proposal' });
    await expect(acceptButton).toBeDisabled();
    await dialog.locator('input[type="file"]').setInputFiles(agreementPdf('signed-agreement.pdf'));
    await expect(dialog).toContainText('signed-agreement.pdf');

    const addForm = dialog.getByRole('region', { name: 'Add an installment' });
    const percent = addForm.getByRole('spinbutton', { name: /Percent/ });
    const add = addForm.getByRole('button', { name: 'Add installment' });
    await expect(addForm.getByRole('textbox', { name: /Title/ })).toHaveValue('installments 1');
    // 0 is refused.
    await percent.fill('0');
    await add.click();
    await expect(addForm).toContainText('Percent should be greater than or equal to 1!');
    await percent.fill('50');
    await add.click();
    await expect(addForm.getByRole('textbox', { name: /Title/ })).toHaveValue('installments 2');
    await percent.fill('30');
    await add.click();
    await expect(dialog).toContainText('you should add at least one installment with 100%!');
    // Over the remaining 20 is refused.
    await percent.fill('30');
    await add.click();
    await expect(addForm).toContainText('Percent should be less than or equal to 20');
    await percent.fill('20');
    await add.click();
    // At exactly 100 the add form goes away, and so does the warning.
    await expect(addForm).toHaveCount(0);
    await expect(dialog).not.toContainText('you should add at least one installment with 100%!');
    await expect(acceptButton).toBeEnabled();
    await acceptButton.click();
    await expect(dialog).toBeHidden();

    const accepted = proposalCard(page, acceptTitle);
    await expect(accepted).toContainText('Accepted', { timeout: 15_000 });
    await expect(accepted.getByRole('link', { name: /Agreement/ })).toHaveAttribute('target', '_blank');
    const batches = await getBatches(request, adminToken, toAccept.id);
    expect(batches.map((batch) => batch.percent)).toEqual([50, 30, 20]);
    expect(batches.map((batch) => batch.title)).toEqual(['installments 1', 'installments 2', 'installments 3']);
    const after = await getProposal(request, adminToken, toAccept.id);
    expect(after.project_id).not.toBeNull();
    expect(after.agreement_file_path).toMatch(/^\/api\/files\//);
    const file = await request.get(after.agreement_file_path ?? '', { headers: bearer(adminToken) });
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The project appears on /projects.
    await page.goto(`/projects?search=${encodeURIComponent(acceptTitle)}`);
    await expect(page.getByRole('main')).toContainText(acceptTitle);
    await expect(page.getByRole('main')).toContainText(toAccept.code);

    // Reject asks first; the new status shows once the server said yes.
    await page.goto(`/grants/${grantId}/proposals`);
    await chooseProposalAction(page, rejectTitle, 'Reject');
    const confirm = page.getByRole('alertdialog', { name: 'Reject proposal' });
    await expect(confirm).toContainText(rejectTitle);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(proposalCard(page, rejectTitle)).toContainText('Submitted');
    expect((await getProposal(request, adminToken, toReject.id)).status).toBe('submitted');
    await chooseProposalAction(page, rejectTitle, 'Reject');
    await page.getByRole('alertdialog', { name: 'Reject proposal' }).getByRole('button', { name: 'Reject' }).click();
    await expect(proposalCard(page, rejectTitle)).toContainText('Rejected');
    expect((await getProposal(request, adminToken, toReject.id)).status).toBe('rejected');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: a text file renamed .pdf is refused in the acceptance dialog, which keeps the typed installments`, async ({ page, request, adminToken }) => {
      // The dialog's words in the page's language (src/locales/ar/*.po); the server answers in it too (Accept-Language).
      const say = (english: string) => (locale === 'ar' ? (arabicOf(english) ?? english) : english);
      const title = uniqueTitle(locale === 'ar' ? 'ملف مُعاد تسميته' : 'Renamed file');
      const { grantId, proposals } = await grantWithProposals(request, adminToken, [{ title }]);
      const [proposal] = proposals as [Proposal];

      if (locale === 'ar') await page.addInitScript(() => localStorage.setItem('language', 'ar'));
      await page.goto('/login');
      await loginAs(page, DEMO_USERS.admin, { locale });
      await page.goto(`/grants/${grantId}/proposals`);
      await proposalCard(page, title).getByRole('button', { name: say('Actions for {title}').replace('{title}', title) }).click();
      await page.getByRole('menuitem', { name: say('Accept'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: say('Accept {title}').replace('{title}', title) });
      await expect(dialog).toBeVisible();

      // Named and typed as a PDF, so the browser and the dialog's own check let it through; its bytes are plain text.
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Notes, not a PDF') });
      const addForm = dialog.getByRole('region', { name: say('Add an installment') });
      for (const percent of ['70', '30']) {
        await addForm.getByRole('spinbutton', { name: new RegExp(say('Percent')) }).fill(percent);
        await addForm.getByRole('button', { name: say('Add installment') }).click();
      }
      await expect(addForm).toHaveCount(0);
      await dialog.getByRole('button', { name: say('Accept proposal') }).click();

      // The server's refusal, in the page's language, on the file field; the dialog and what was typed stay.
      const fileMessage =
        locale === 'ar' ? /يجب أن يكون مستند الاتفاقية ملف PDF/ : 'Agreement document must be a PDF, a Word document (DOCX) or a PNG or JPEG scan';
      await expect(dialog.getByText(fileMessage)).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toContainText('agreement.pdf');
      await expect(dialog).toContainText('installments 1');
      await expect(dialog).toContainText('installments 2');
      await expect(dialog).toContainText('70%');
      await expect(dialog).toContainText('30%');
      // Nothing lingers in Pending changes: the dialog showed the refusal.
      if (locale === 'en') expect(await pendingCount(page)).toBe(0);
      expect((await getProposal(request, adminToken, proposal.id)).status).toBe('submitted');

      // A real agreement goes through, with the installments as typed.
      await dialog.locator('input[type="file"]').setInputFiles(agreementPdf('signed.pdf'));
      await expect(dialog.getByText(fileMessage)).toHaveCount(0);
      await dialog.getByRole('button', { name: say('Accept proposal') }).click();
      await expect(dialog).toBeHidden({ timeout: 15_000 });
      await expect.poll(async () => (await getProposal(request, adminToken, proposal.id)).status).toBe('accepted');
      expect((await getBatches(request, adminToken, proposal.id)).map((batch) => batch.percent)).toEqual([70, 30]);
    });
  }
});
