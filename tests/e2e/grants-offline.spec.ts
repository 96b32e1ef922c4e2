import type { BrowserContext, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../contract/outbox';
import { bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import {
  api,
  cardDate,
  changeDeadline,
  chooseGrantAction,
  createPublishedGrant,
  createReadyDraft,
  fillNewGrant,
  futureDate,
  getGrant,
  grantCard,
  GrantStatus,
  pendingChanges,
  pendingCount,
  persistedCache,
  setDeadline,
  uniqueTitle,
  waitForServiceWorkerControl,
} from './support/grants';

/** Signs in as the admin and opens /grants filtered to this test's grants (their titles share `tag`). */
async function openGrants(page: Page, tag: string): Promise<void> {
  await page.goto('/login');
  await loginAs(page, DEMO_USERS.admin);
  await page.goto(`/grants?search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
}

async function publish(page: Page, title: string, deadline: string): Promise<void> {
  await chooseGrantAction(page, title, 'Publish');
  const dialog = page.getByRole('dialog', { name: 'Publish grant' });
  await dialog.getByLabel(/^Deadline/).fill(deadline);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Requests of one method and path pattern that got an answer from the server, by Idempotency-Key: what reached
 * the server, leaving out attempts the browser itself failed (those never reach it).
 */
function answeredByKey(context: BrowserContext, method: string, path: RegExp): Map<string, number> {
  const counts = new Map<string, number>();
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() !== method || !path.test(new URL(request.url()).pathname)) return;
    const key = request.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '(none)';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

// These tests cut the network: the service worker serves the app meanwhile (other files block it).
test.use({ serviceWorkers: 'allow' });

test.describe('grant actions offline', () => {
  test('a grant created offline leads the list, marked pending, and is created when the connection is back', async ({ page, context, request, adminToken }) => {
    const title = uniqueTitle('Created offline');
    await page.goto('/login?redirect=/grants');
    await loginAs(page, DEMO_USERS.admin);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
    await page.getByRole('button', { name: 'New grant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New grant' })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
    await fillNewGrant(page, title, 'en');
    await page.getByRole('main').getByRole('button', { name: 'Create grant' }).click();

    // No id yet: the list opens with the queued grant first, and says when it will be created.
    await expect(page).toHaveURL(/\/grants(\?.*)?$/);
    await expect(page.getByRole('listitem', { name: 'You are offline. The grant will be created when the connection is back.' })).toBeVisible();
    const first = page.getByRole('list', { name: 'Grants' }).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(first).toContainText('Pending');
    await expect(first).toContainText('Saved on this device: the grant will be created when the connection is back.');
    await expect.poll(() => pendingCount(page)).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    const found = await request.get(api(`${apiPaths.grants.list}?search=${encodeURIComponent(title)}`), { headers: bearer(adminToken) });
    expect(((await found.json()) as { data: Array<{ title: string }> }).data.map((grant) => grant.title)).toEqual([title]);
  });

  test('a publish and a deadline change wait offline, survive a reload and reach the server once each', async ({ page, context, request, adminToken }) => {
    // Two reloads and a drain: on a busy two-core runner this takes longer than the default 30 s.
    // The seed has one draft ready to publish (grants.spec.ts checks it through the API); this test makes its own
    // ready draft and published grant, so that parallel workers and a retry never share or use up the seeded one.
    const tag = uniqueTitle('Offline queue');
    const [draft, published] = await Promise.all([
      createReadyDraft(request, adminToken, { title: `${tag} draft` }),
      createPublishedGrant(request, adminToken, { title: `${tag} published` }),
    ]);
    const publishOn = futureDate(40);
    const moveTo = futureDate(50);

    await openGrants(page, tag);
    await waitForServiceWorkerControl(page);
    await expect(grantCard(page, draft.title)).toBeVisible();
    await expect(grantCard(page, published.title)).toBeVisible();
    await expect.poll(() => persistedCache(page)).toContain(draft.title);
    await expect.poll(() => persistedCache(page)).toContain(published.title);

    await context.setOffline(true);
    const status = page.getByRole('banner').getByRole('status');
    await expect(status).toHaveText('Offline');

    await publish(page, draft.title, publishOn);
    await changeDeadline(page, published.title, moveTo);
    await expect.poll(() => pendingCount(page)).toBe(2);
    const draftCard = grantCard(page, draft.title);
    const publishedCard = grantCard(page, published.title);
    await expect(draftCard).toContainText('Published');
    await expect(draftCard).toContainText(cardDate(publishOn));
    await expect(draftCard).toContainText('Pending');
    await expect(publishedCard).toContainText(cardDate(moveTo));
    await expect(publishedCard).toContainText('Pending');

    // Still offline: the queue is on disk, not in the page.
    await page.reload();
    await expect(status).toHaveText('Offline');
    await expect.poll(() => pendingCount(page)).toBe(2);
    await expect(draftCard).toContainText('Published');
    await expect(draftCard).toContainText(cardDate(publishOn));
    await expect(draftCard).toContainText('Pending');
    await expect(publishedCard).toContainText(cardDate(moveTo));
    await expect(publishedCard).toContainText('Pending');
    // Nothing reached the server yet.
    expect((await getGrant(request, adminToken, draft.id)).status).toBe(GrantStatus.Draft);

    await context.setOffline(false);
    await expect(status).toHaveText('Online');
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    await expect(draftCard).not.toContainText('Pending');
    await expect(publishedCard).not.toContainText('Pending');

    const draftAfter = await getGrant(request, adminToken, draft.id);
    expect(draftAfter).toEqual(expect.objectContaining({ status: GrantStatus.Published, deadline: publishOn, version: draft.version + 1 }));
    const publishedAfter = await getGrant(request, adminToken, published.id);
    expect(publishedAfter).toEqual(expect.objectContaining({ status: GrantStatus.Published, deadline: moveTo, version: published.version + 1 }));
  });

  test('an answer lost after the server committed is retried with the same key and applied once', async ({ page, request, adminToken }) => {
    const tag = uniqueTitle('Lost answer');
    const grant = await createPublishedGrant(request, adminToken, { title: `${tag} grant` });
    const moveTo = futureDate(55);

    const keys: string[] = [];
    const replayed: string[] = [];
    let committed = 0;
    await page.route('**/api/DonorGrant/*/Deadline', async (route) => {
      keys.push(route.request().headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '(none)');
      if (committed === 0) {
        // The server gets the request and commits; the answer never reaches the page.
        const answer = await route.fetch();
        committed = answer.status();
        await route.abort('connectionreset');
        return;
      }
      const answer = await route.fetch();
      replayed.push(answer.headers()[IDEMPOTENT_REPLAY_HEADER.toLowerCase()] ?? '');
      await route.fulfill({ response: answer });
    });

    await openGrants(page, tag);
    await expect(grantCard(page, grant.title)).toBeVisible();
    await changeDeadline(page, grant.title, moveTo);

    await expect.poll(() => keys.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    expect(committed).toBe(200);
    expect(new Set(keys).size, `every attempt carries the first key: ${keys.join(', ')}`).toBe(1);
    expect(replayed[0]).toBe('true');
    await expect(grantCard(page, grant.title)).toContainText(cardDate(moveTo));
    await expect(grantCard(page, grant.title)).not.toContainText('Pending');

    const after = await getGrant(request, adminToken, grant.id);
    expect(after).toEqual(expect.objectContaining({ deadline: moveTo, version: grant.version + 1 }));
  });

  test('two tabs: a change queued offline in one tab is sent once, and both tabs end with nothing pending', async ({ context, request, adminToken }) => {
    const tag = uniqueTitle('Two tabs');
    const grant = await createPublishedGrant(request, adminToken, { title: `${tag} grant` });
    const moveTo = futureDate(60);

    const tabA = await context.newPage();
    await openGrants(tabA, tag);
    await waitForServiceWorkerControl(tabA);
    const tabB = await context.newPage();
    await tabB.goto(`/grants?search=${encodeURIComponent(tag)}`);
    await expect(grantCard(tabA, grant.title)).toBeVisible();
    await expect(grantCard(tabB, grant.title)).toBeVisible();
    await expect.poll(() => persistedCache(tabA)).toContain(grant.title);

    const answered = answeredByKey(context, 'PUT', /\/api\/DonorGrant\/\d+\/Deadline$/);
    await context.setOffline(true);
    await expect(tabA.getByRole('banner').getByRole('status')).toHaveText('Offline');
    await changeDeadline(tabA, grant.title, moveTo);
    await expect.poll(() => pendingCount(tabA)).toBe(1);
    // The other tab hears about the queued change.
    await expect.poll(() => pendingCount(tabB)).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => pendingCount(tabA), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => pendingCount(tabB), { timeout: 15_000 }).toBe(0);
    await expect(grantCard(tabB, grant.title)).toContainText(cardDate(moveTo));

    expect([...answered.values()], `answered requests by key: ${JSON.stringify([...answered])}`).toEqual([1]);
    const after = await getGrant(request, adminToken, grant.id);
    expect(after).toEqual(expect.objectContaining({ deadline: moveTo, version: grant.version + 1 }));
  });

  test('a change based on a version someone else replaced is shown as a conflict; apply again, or discard', async ({ page, request, adminToken }) => {
    const tag = uniqueTitle('Conflict');
    const grant = await createPublishedGrant(request, adminToken, { title: `${tag} grant` });
    await openGrants(page, tag);
    const card = grantCard(page, grant.title);
    await expect(card).toContainText(cardDate(grant.deadline ?? ''));

    // Someone else moves the deadline meanwhile: the page still holds version v.
    const theirs = futureDate(70);
    const moved = await setDeadline(request, adminToken, grant, theirs);
    expect(moved.version).toBe(grant.version + 1);

    // Mine, on top of version v: 412, shown as a conflict with the server's values.
    const mine = futureDate(75);
    await changeDeadline(page, grant.title, mine);
    const first = await openConflict(page, grant.title);
    // The server's current values, to decide on.
    await expect(first.entry).toContainText('As it is on the server now:');
    await expect(first.entry).toContainText(theirs);
    await first.entry.getByRole('button', { name: 'Apply my change again' }).click();
    await expect(first.entry).toBeHidden({ timeout: 15_000 });
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    await first.panel.getByRole('button', { name: 'Close' }).click();
    await expect(first.panel).toBeHidden();
    await expect(card).toContainText(cardDate(mine));
    const reapplied = await getGrant(request, adminToken, grant.id);
    expect(reapplied).toEqual(expect.objectContaining({ deadline: mine, version: grant.version + 2 }));

    // Again, and this time the server's value wins.
    const theirsAgain = futureDate(80);
    await setDeadline(request, adminToken, reapplied, theirsAgain);
    await changeDeadline(page, grant.title, futureDate(85));
    const second = await openConflict(page, grant.title);
    await expect(second.entry).toContainText(theirsAgain);
    await second.entry.getByRole('button', { name: 'Discard my change' }).click();
    await expect(second.entry).toBeHidden();
    await expect.poll(() => pendingCount(page)).toBe(0);
    await second.panel.getByRole('button', { name: 'Close' }).click();
    await expect(card).toContainText(cardDate(theirsAgain));
    await expect(card).not.toContainText(cardDate(futureDate(85)));
    const kept = await getGrant(request, adminToken, grant.id);
    expect(kept).toEqual(expect.objectContaining({ deadline: theirsAgain, version: grant.version + 3 }));
  });
});

/** Opens the pending-changes panel from the top bar and returns the conflict entry of the grant. */
async function openConflict(page: Page, title: string) {
  const indicator = pendingChanges(page);
  const panel = page.getByRole('dialog', { name: 'Pending changes' });
  const entry = panel.getByRole('region', { name: 'Conflicts' }).getByRole('listitem').filter({ hasText: title });
  // The indicator is redrawn as the outbox's answer comes in; a click that lands on the old one is tried again.
  await expect(async () => {
    if (!(await panel.isVisible())) await indicator.click({ timeout: 2_000 });
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(entry).toContainText('Someone changed this grant after you opened it. Keep your change on top of theirs, or discard yours.');
  return { panel, entry };
}
