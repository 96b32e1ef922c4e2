import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { apiLogin, bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import {
  actionHeaders,
  api,
  createDraftGrant,
  createPublishedGrant,
  createReadyDraft,
  futureDate,
  getGrant,
  grantCard,
  GrantStatus,
  uniqueTitle,
  type Grant,
} from './support/grants';

/** A manage_grants user of the first funder other than the ones these tests log in as (README, demo accounts). */
const SECOND_GRANTS_OFFICER = 'finance@demo.test';

/**
 * Every grant action of spec section 7 that the grant's state allows (so only the caller can be the reason for a
 * refusal), with the status each one answered. A draft: update, publish, users in charge, delete; a published
 * grant: deadline, redraft, users in charge, delete.
 */
async function grantActionStatuses(request: APIRequestContext, token: string, grant: Grant): Promise<Record<string, number>> {
  const headers = () => actionHeaders(token, grant.version);
  const statuses: Record<string, number> = {};
  if (grant.status === GrantStatus.Draft) {
    statuses.update = (
      await request.put(api(apiPaths.grants.one(grant.id)), {
        headers: headers(),
        data: {
          title: 'Taken over',
          currency_id: grant.currency_id,
          min_size: 1,
          max_size: 2,
          programs: grant.programs.map(({ programId, percent }) => ({ programId, percent })),
          countries: grant.countries,
        },
      })
    ).status();
    statuses.publish = (await request.put(api(apiPaths.grants.publish(grant.id)), { headers: headers(), data: { deadline: futureDate(20) } })).status();
  } else {
    statuses.deadline = (await request.put(api(apiPaths.grants.deadline(grant.id)), { headers: headers(), data: { deadline: futureDate(21) } })).status();
    statuses.redraft = (await request.put(api(apiPaths.grants.redraft(grant.id)), { headers: headers() })).status();
  }
  statuses.usersInCharge = (
    await request.put(api(apiPaths.grants.usersInCharge(grant.id)), {
      headers: headers(),
      data: { users: [{ admin_id: grant.created_by, is_manager: true }] },
    })
  ).status();
  statuses.delete = (await request.delete(api(apiPaths.grants.one(grant.id)), { headers: headers() })).status();
  return statuses;
}

const everyAction = (status: number, grant: Grant) =>
  grant.status === GrantStatus.Draft
    ? { update: status, publish: status, usersInCharge: status, delete: status }
    : { deadline: status, redraft: status, usersInCharge: status, delete: status };

async function expectForbiddenInShell(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'not authorized' })).toBeVisible();
  await expect(main.getByText('403', { exact: true })).toBeVisible();
  await expect(main.getByText("Access Denied. You don't have permissions to access this page.")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

test.describe('grants officer (manage_grants only)', () => {
  test('creates and manages a grant, but gets the 403 page on /programs', async ({ page, request }) => {
    const token = await apiLogin(request, DEMO_USERS.grants);

    // Manage: create, make ready, publish, move the deadline, redraft, delete. Every step is allowed.
    const draft = await createReadyDraft(request, token, { title: uniqueTitle('Officer grant') });
    const creator = (await getGrant(request, token, draft.id)).users_in_charge.map((user) => user.admin_id);
    expect(creator).toContain(draft.created_by);
    const published = await request.put(api(apiPaths.grants.publish(draft.id)), { headers: actionHeaders(token, draft.version), data: { deadline: futureDate(30) } });
    expect(published.status(), await published.text()).toBe(200);
    let grant = await getGrant(request, token, draft.id);
    expect(grant.status).toBe(GrantStatus.Published);
    const moved = await request.put(api(apiPaths.grants.deadline(grant.id)), { headers: actionHeaders(token, grant.version), data: { deadline: futureDate(45) } });
    expect(moved.status(), await moved.text()).toBe(200);
    grant = await getGrant(request, token, grant.id);
    expect(grant.deadline).toBe(futureDate(45));
    const redrafted = await request.put(api(apiPaths.grants.redraft(grant.id)), { headers: actionHeaders(token, grant.version) });
    expect(redrafted.status(), await redrafted.text()).toBe(200);
    expect((await getGrant(request, token, grant.id)).status).toBe(GrantStatus.Draft);

    // The UI offers the officer the grant actions, and refuses the initiatives page.
    await page.goto('/login?redirect=/grants');
    await loginAs(page, DEMO_USERS.grants);
    await expect(page).toHaveURL(/\/grants$/);
    await expect(page.getByRole('button', { name: 'New grant' })).toBeEnabled();

    await page.goto('/programs');
    await expectForbiddenInShell(page);
    await expect(page.getByRole('heading', { name: 'Initiatives', exact: true })).toHaveCount(0);
    expect((await request.get(api(apiPaths.programs.list), { headers: bearer(token) })).status()).toBe(403);

    const removed = await request.delete(api(apiPaths.grants.one(grant.id)), { headers: actionHeaders(token) });
    expect(removed.status(), await removed.text()).toBe(200);
    expect((await request.get(api(apiPaths.grants.one(grant.id)), { headers: bearer(token) })).status()).toBe(404);
  });
});

test.describe('viewer (no permission)', () => {
  test('is refused every grant action through the API with 403', async ({ request, adminToken }) => {
    const viewerToken = await apiLogin(request, DEMO_USERS.viewer);
    const [draft, published] = await Promise.all([
      createReadyDraft(request, adminToken, { title: uniqueTitle('Viewer draft') }),
      createPublishedGrant(request, adminToken, { title: uniqueTitle('Viewer published') }),
    ]);

    const create = await request.post(api(apiPaths.grants.list), {
      headers: actionHeaders(viewerToken),
      data: {
        title: uniqueTitle('Viewer attempt'),
        currency_id: draft.currency_id,
        min_size: 1000,
        max_size: 2000,
        programs: draft.programs.map(({ programId, percent }) => ({ programId, percent })),
        countries: draft.countries,
      },
    });
    expect(create.status()).toBe(403);

    const onDraft = await grantActionStatuses(request, viewerToken, draft);
    const onPublished = await grantActionStatuses(request, viewerToken, published);
    expect(onDraft).toEqual(everyAction(403, draft));
    expect(onPublished).toEqual(everyAction(403, published));

    // Nothing moved.
    expect(await getGrant(request, adminToken, draft.id)).toEqual(draft);
    expect(await getGrant(request, adminToken, published.id)).toEqual(published);
  });

  test('sees the grants but no enabled grant action', async ({ page, request, adminToken }) => {
    const tag = uniqueTitle('Viewer sees');
    const [published, draft] = await Promise.all([
      createPublishedGrant(request, adminToken, { title: `${tag} published` }),
      createReadyDraft(request, adminToken, { title: `${tag} draft` }),
    ]);
    await page.goto('/login?redirect=/grants');
    await loginAs(page, DEMO_USERS.viewer);
    await expect(page).toHaveURL(/\/grants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New grant' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search grants' }).fill(tag);
    for (const grant of [published, draft]) {
      const card = grantCard(page, grant.title);
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: `Actions for ${grant.title}` }).click();
      const items = page.getByRole('menuitem');
      await expect(items.first()).toBeVisible();
      expect(await items.count()).toBeGreaterThanOrEqual(3);
      for (const item of await items.all()) await expect(item).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(items).toHaveCount(0);
    }

    // The draft's pages explain why nothing can be changed, and their controls are off.
    await page.goto(`/grants/${draft.id}/objectives`);
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
    await expect(page.getByText('Changing a grant needs the “Manage grants” permission.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add objective' })).toBeDisabled();
  });
});

test.describe('grant due-diligence page', () => {
  // Grant sub-pages follow the grants rule whatever their last segment: /settings/due-diligence needs
  // manage_settings, /grants/{id}/due-diligence does not (docs/decisions/005-page-guard.md).
  test('is open to grant staff who do not manage settings', async ({ page, request }) => {
    const officerToken = await apiLogin(request, DEMO_USERS.grants);
    const draft = await createDraftGrant(request, officerToken, { title: uniqueTitle('Officer due diligence') });

    await page.goto(`/login?redirect=/grants/${draft.id}/due-diligence`);
    await loginAs(page, DEMO_USERS.grants);
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'not authorized' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Due-diligence type' }).click();
    await page.getByRole('option', { name: 'Registration certificate', exact: true }).click();
    await page.getByRole('button', { name: 'Add due diligence' }).click();
    await expect(page.getByRole('list', { name: 'Required due diligence' })).toContainText('Registration certificate');
    await expect.poll(async () => (await getGrant(request, officerToken, draft.id)).due_diligences_count, { timeout: 15_000 }).toBe(1);
  });
});

test.describe('in-charge check and funder scope', () => {
  test('a grants officer who is not in charge of a grant gets 403 on its actions', async ({ request, adminToken }) => {
    const [draft, published] = await Promise.all([
      createReadyDraft(request, adminToken, { title: uniqueTitle('Not in charge draft') }),
      createPublishedGrant(request, adminToken, { title: uniqueTitle('Not in charge published') }),
    ]);
    const financeToken = await apiLogin(request, SECOND_GRANTS_OFFICER);
    // Readable by the funder's staff...
    const read = await request.get(api(apiPaths.grants.one(draft.id)), { headers: bearer(financeToken) });
    expect(read.status()).toBe(200);
    expect(((await read.json()) as Grant).users_in_charge.map((user) => user.name)).not.toContain('Nour Saleh / نور صالح');

    // ...but not changeable by someone who is not in charge.
    expect(await grantActionStatuses(request, financeToken, draft)).toEqual(everyAction(403, draft));
    expect(await grantActionStatuses(request, financeToken, published)).toEqual(everyAction(403, published));
    expect(await getGrant(request, adminToken, draft.id)).toEqual(draft);
    expect(await getGrant(request, adminToken, published.id)).toEqual(published);
  });

  test('another funder’s admin gets 404 for a grant of the first funder', async ({ request, adminToken }) => {
    const grant = await createPublishedGrant(request, adminToken, { title: uniqueTitle('Funder one only') });
    const otherToken = await apiLogin(request, DEMO_USERS.otherAdmin);

    expect((await request.get(api(apiPaths.grants.one(grant.id)), { headers: bearer(otherToken) })).status()).toBe(404);
    expect((await request.get(api(apiPaths.grants.validation(grant.id)), { headers: bearer(otherToken) })).status()).toBe(404);
    const list = await request.get(`${api(apiPaths.grants.list)}?rows=100&search=${encodeURIComponent(grant.title)}`, { headers: bearer(otherToken) });
    expect(list.status()).toBe(200);
    expect(((await list.json()) as { data: Grant[] }).data.map((item) => item.id)).not.toContain(grant.id);

    expect(await grantActionStatuses(request, otherToken, grant)).toEqual(everyAction(404, grant));
    expect(await getGrant(request, adminToken, grant.id)).toEqual(grant);
  });
});
