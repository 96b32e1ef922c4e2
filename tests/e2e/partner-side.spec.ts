import type { Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { ProposalPage } from '../../contract/enums';
import { partnerPaths } from '../../contract/partner-paths';
import type { PartnerCall, PartnerProposal } from '../../contract/partner-proposals';
import { pathOf, tokenOf, uniqueEmail } from './support/accounts';
import { apiLogin, bearer, DEMO_USERS, expect, latestMail, loginAs, test, type UiLocale } from './support/fixtures';
import { api, arabicOf, createPublishedGrant, uniqueTitle, untilSavedOnDevice, waitForServiceWorkerControl } from './support/grants';
import { acceptProposal, partnerProposal, queuedRecords, startNegotiation, writePartnerPages } from './support/partner';
import { agreementPdf, getProposal, proposalPath } from './support/proposals';

/**
 * Issue 13 end to end: a funder invites an organisation, which sets up its account, uploads a due-diligence document,
 * applies to a call and writes its proposal with the network cut, then submits; the funder negotiates, the partner
 * replies, changes a page and resubmits; the funder sees the change and accepts; the partner sees the decision.
 * The pages the test does not write by hand are written through the partner API, as the editors send them.
 */

async function chooseLanguage(page: Page, language: UiLocale): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: language === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

// A step that cannot happen fails at once, not at the end of the test's long budget.
// Written offline: the service worker serves the app while the network is cut.
test.use({ actionTimeout: 15_000, serviceWorkers: 'allow' });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: an invited organisation applies, writes offline, submits, negotiates and is accepted`, async ({ page, browser, request, adminToken }) => {
    test.setTimeout(240_000);
    const say = (english: string) => (language === 'ar' ? (arabicOf(english) ?? english) : english);
    const grant = await createPublishedGrant(request, adminToken, { title: uniqueTitle('Call for partners') });
    const email = uniqueEmail('ngo-admin');
    const organisation = `Reading Circle ${email.slice(9, 17)}`;
    const password = `Partner-${email.slice(9, 17)}-Reads!`;

    // The funder invites the organisation from /ngos.
    await chooseLanguage(page, language);
    await loginAs(page, DEMO_USERS.admin, { locale: language });
    await page.goto('/ngos');
    const since = Date.now() - 1;
    await page.getByRole('button', { name: say('Invite an organisation') }).click();
    const invite = page.getByRole('dialog', { name: say('Invite an organisation') });
    await invite.getByLabel(say('Organisation name')).fill(organisation);
    await invite.getByLabel(say('Email')).fill(email);
    await invite.getByRole('button', { name: say('Send invitation') }).click();
    await expect(invite).toBeHidden();
    const { link } = tokenOf(await latestMail(email, { since }));

    const partnerContext = await browser.newContext();
    try {
      const own = await partnerContext.newPage();
      await chooseLanguage(own, language);

      // The organisation's admin sets up the account from the mailed link and lands on the partner home.
      await own.goto(pathOf(link));
      await own.getByRole('button', { name: say('Set up my account') }).click();
      await own.getByLabel(say('New password')).fill(password);
      await own.getByLabel(say('Confirm password')).fill(password);
      await own.getByRole('button', { name: say('Save and continue') }).click();
      await expect(own).toHaveURL(/\/partner$/, { timeout: 15_000 });
      const partnerToken = await apiLogin(request, email, password);

      // A due-diligence document for the library, of the type the grant requires.
      const call = (await (await request.get(api(partnerPaths.calls.one(grant.id)), { headers: bearer(partnerToken) })).json()) as PartnerCall;
      const required = call.due_diligences[0];
      expect(required, 'the call requires a due diligence').toBeTruthy();
      await own.goto('/partner/organisation/documents');
      await own.getByRole('button', { name: say('Add a document') }).click();
      const upload = own.getByRole('dialog', { name: say('Add a due diligence document') });
      await upload.getByLabel(say('Type')).selectOption({ label: required?.name ?? '' });
      await upload.getByLabel(new RegExp(`^${say('Issue date')}`)).fill('2026-01-15');
      await upload.getByLabel(new RegExp(`^${say('Expiry date')}`)).fill('2028-01-15');
      await upload.locator('input[type="file"]').setInputFiles(agreementPdf('registration.pdf'));
      await upload.getByRole('button', { name: say('Upload') }).click();
      await expect(upload).toBeHidden({ timeout: 15_000 });
      await expect(own.getByRole('main')).toContainText('registration.pdf');
      const library = (await (await request.get(api(partnerPaths.organisation.dueDiligences), { headers: bearer(partnerToken) })).json()) as { id: number }[];
      const documentId = library[0]?.id ?? 0;

      // Apply to the call from its page: the draft opens.
      await own.goto(`/partner/calls/${grant.id}`);
      await own.getByRole('button', { name: say('Apply') }).click();
      await expect(own).toHaveURL(/\/partner\/proposals\/\d+\/cover-page$/, { timeout: 15_000 });
      const proposalId = Number(/\/partner\/proposals\/(\d+)\//.exec(own.url())?.[1]);
      const draft = await partnerProposal(request, partnerToken, proposalId);
      await writePartnerPages(request, partnerToken, draft, grant, {
        documentId,
        dueDiligenceIds: call.due_diligences.map((due) => due.id),
        objectiveIds: call.objectives.map((objective) => objective.id),
        countryId: call.countries[0]?.id ?? 0,
        skip: ['Background'],
      });

      // The background page is written with the network cut: queued, still there after two reloads offline.
      await own.goto(`/partner/proposals/${proposalId}/background`);
      await waitForServiceWorkerControl(own);
      await expect(own.getByLabel(say('Problem statement'))).toBeVisible();
      // The page's data must be on the device before the network goes: it is written at most once a second, and a
      // reload offline sooner shows "not saved on this device yet" (seen once in a clean-clone run).
      await untilSavedOnDevice(own);
      await partnerContext.setOffline(true);
      const problem = 'Children in the camps have almost no books to read at home.';
      await own.getByLabel(say('Problem statement')).fill(problem);
      await own.getByLabel(say('Context')).fill('Three camps, two schools each.');
      await own.getByLabel(say('Justification')).fill('Reading at home doubles progress.');
      await own.getByRole('button', { name: say('Save'), exact: true }).click();
      await expect.poll(() => queuedRecords(own)).toBe(1);
      for (let reload = 0; reload < 2; reload += 1) {
        await own.reload();
        await expect(own.getByLabel(say('Problem statement'))).toHaveValue(problem);
        await expect.poll(() => queuedRecords(own)).toBe(1);
      }
      await partnerContext.setOffline(false);
      await expect.poll(() => queuedRecords(own), { timeout: 20_000 }).toBe(0);
      await expect.poll(async () => (await partnerProposal(request, partnerToken, proposalId)).completeness.background).toBe(true);

      // Every page complete, and the page shows what was saved after a reload online too: the admin submits.
      await own.reload();
      await expect(own.getByLabel(say('Problem statement'))).toHaveValue(problem);
      await own.getByRole('button', { name: say('Submit'), exact: true }).click();
      await own.getByRole('alertdialog', { name: say('Submit the proposal') }).getByRole('button', { name: say('Submit'), exact: true }).click();
      await expect.poll(async () => (await partnerProposal(request, partnerToken, proposalId)).status).toBe('submitted');

      // The funder sees it submitted, opens a negotiation and comments on the background page.
      const submitted = await getProposal(request, adminToken, proposalId);
      expect(submitted.status).toBe('submitted');
      const question = 'How many books will each club hold?';
      await startNegotiation(request, adminToken, submitted, { pageId: ProposalPage.BACKGROUND, content: question });

      // The partner reads the comment on the page, replies, changes the page and resubmits.
      await own.goto(`/partner/proposals/${proposalId}/background`);
      await expect(own.getByRole('main')).toContainText(question);
      await own.getByLabel(say('Your reply')).fill('Forty books per club, changed each month.');
      await own.getByRole('button', { name: say('Send reply') }).click();
      await expect(own.getByRole('main')).toContainText('Forty books per club', { timeout: 15_000 });
      await own.getByLabel(say('Sustainability')).fill('Each club keeps forty books after the project.');
      await own.getByRole('button', { name: say('Save'), exact: true }).click();
      await expect.poll(async () => (await partnerProposal(request, partnerToken, proposalId)).version).toBeGreaterThan(submitted.version);
      await own.getByRole('button', { name: say('Resubmit'), exact: true }).first().click();
      await own.getByRole('alertdialog', { name: say('Resubmit the proposal') }).getByRole('button', { name: say('Resubmit'), exact: true }).click();
      await expect.poll(async () => (await partnerProposal(request, partnerToken, proposalId)).status).toBe('submitted');

      // The funder sees the reply with the person's name and the changed page, and accepts.
      const comments = (await (await request.get(api(apiPaths.proposals.negotiations(proposalId)), { headers: bearer(adminToken) })).json()) as {
        by_ngo_user: boolean;
        email: string | null;
      }[];
      expect(comments.some((comment) => comment.by_ngo_user && comment.email === email)).toBe(true);
      await page.goto(proposalPath(submitted, 'cover-page'));
      const backgroundEntry = page.getByRole('navigation').getByRole('link', { name: new RegExp(say('Background')) });
      await expect(backgroundEntry.first()).toContainText(say('Changed'));
      await acceptProposal(request, adminToken, await getProposal(request, adminToken, proposalId));

      // The partner sees the acceptance with the agreement and the installments.
      await own.goto(`/partner/proposals/${proposalId}/cover-page`);
      await expect(own.getByRole('main')).toContainText(say('Proposal accepted'));
      await expect(own.getByRole('main')).toContainText('signed-agreement.pdf');
      await expect(own.getByRole('table', { name: say('Installments') })).toContainText('First installment');
      const accepted: PartnerProposal = await partnerProposal(request, partnerToken, proposalId);
      expect(accepted.status).toBe('accepted');
    } finally {
      await partnerContext.close();
    }
  });
}
