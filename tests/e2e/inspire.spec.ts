import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import type { Story } from '../../contract/monthly-reports';
import { bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { api, arabicOf, persistedCache, waitForServiceWorkerControl } from './support/grants';

/** /inspire (decision 208): staff feature a story of an approved month; the page shows it in Arabic and reads offline. */

async function storiesOf(request: APIRequestContext, token: string, query: string): Promise<Story[]> {
  const response = await request.get(`${api(apiPaths.projects.stories)}?${query}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { stories: Story[] }).stories;
}

async function setFeatured(request: APIRequestContext, token: string, story: Story, featured: boolean): Promise<void> {
  const response = await request.put(api(apiPaths.projects.storyFeatured(story.id)), { headers: bearer(token), data: { featured } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The story's photo on its card has loaded (an object URL of the fetched photo, not a placeholder). */
async function expectPhotoShown(page: Page, title: string): Promise<void> {
  const photo = page.getByRole('article', { name: title }).getByRole('img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

test.describe('Inspire', () => {
  test('staff feature an approved month’s story, and it shows on /inspire in Arabic', async ({ page, request, adminToken }) => {
    const candidates = (await storiesOf(request, adminToken, 'featured=false')).filter((story) => story.month_status === 'approved' && story.title_en && story.title_ar);
    const story = candidates[0];
    expect(story, 'the demo seed leaves an approved story in English and Arabic unfeatured').toBeTruthy();
    if (!story?.title_en || !story.title_ar) return;

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(`/inspire?tab=choose&grant_id=${story.grant_id}`);
    const row = page.getByRole('listitem').filter({ hasText: story.title_en });
    const feature = row.getByRole('switch', { name: 'Feature on Inspire' });
    await expect(feature).not.toBeChecked();
    await feature.click();
    await expect(feature).toBeChecked();
    await expect.poll(async () => (await storiesOf(request, adminToken, `featured=true&project_id=${story.project_id}`)).map((each) => each.id)).toContain(story.id);

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto(`/inspire?grant_id=${story.grant_id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: arabicOf('Inspire') ?? 'Inspire' })).toBeVisible();
    const card = page.getByRole('article', { name: story.title_ar });
    await expect(card.getByRole('heading', { name: story.title_ar })).toHaveAttribute('lang', 'ar');
    await expect(card.getByText(story.text_ar ?? '')).toBeVisible();
    await expect(card.getByText(story.country.name_ar)).toBeVisible();

    await setFeatured(request, adminToken, story, false);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the page reads offline once seen, photos included, reload after reload', async ({ page, context, request, adminToken }) => {
      const featured = (await storiesOf(request, adminToken, 'featured=true')).find((story) => story.photo && story.title_en);
      expect(featured, 'the demo seed features a story with a photo').toBeTruthy();
      const title = featured?.title_en ?? '';

      await page.goto('/login');
      await loginAs(page, DEMO_USERS.admin);
      await waitForServiceWorkerControl(page);
      await page.goto('/inspire');
      await expect(page.getByRole('heading', { level: 1, name: 'Inspire' })).toBeVisible();
      await expectPhotoShown(page, title);
      await expect.poll(() => persistedCache(page)).toContain('"inspire","page"');

      await context.setOffline(true);
      for (const reload of ['first', 'second']) {
        await page.reload();
        test.info().annotations.push({ type: 'offline reload', description: reload });
        await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
        await expect(page.getByRole('heading', { level: 1, name: 'Inspire' })).toBeVisible();
        await expect(page.getByRole('term').filter({ hasText: 'People reached' })).toBeVisible();
        await expectPhotoShown(page, title);
      }
      await context.setOffline(false);
    });
  });
});
