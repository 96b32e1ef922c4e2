import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API_BASE, apiPaths } from '../../../contract/api-paths';
import { GrantStatus } from '../../../contract/enums';
import type { Grant, GrantValidation } from '../../../contract/grants';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../../../contract/outbox';
import type { ProgramOption } from '../../../contract/programs';
import type { Country, Currency, NamedItem } from '../../../contract/reference';
import type { UserOption } from '../../../contract/users';
import { bearer } from './auth';

export { GrantStatus, type Grant };

/** `/api` + a path of contract/api-paths.ts. */
export const api = (path: string): string => `${API_BASE}${path}`;

/** A title no other test (or retry) uses, so a test finds exactly its own grant. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** A calendar date `days` from today (UTC), as the deadline field and the API take it (YYYY-MM-DD). */
export function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Headers of a queued action as the outbox sends them (ARCHITECTURE "An action"). */
export function actionHeaders(token: string, version?: number | null): Record<string, string> {
  return {
    ...bearer(token),
    [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    ...(version === undefined || version === null ? {} : { [IF_MATCH_HEADER]: String(version) }),
  };
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(api(path), { headers: bearer(token) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

export const currencies = (request: APIRequestContext, token: string) => getJson<Currency[]>(request, token, apiPaths.reference.currencies);
export const countries = (request: APIRequestContext, token: string) => getJson<Country[]>(request, token, apiPaths.reference.countries);
export const programOptions = (request: APIRequestContext, token: string) =>
  getJson<ProgramOption[]>(request, token, apiPaths.reference.programOptions);
export const dueDiligenceTypes = (request: APIRequestContext, token: string) =>
  getJson<NamedItem[]>(request, token, apiPaths.reference.dueDiligence);
export const userOptions = (request: APIRequestContext, token: string) => getJson<UserOption[]>(request, token, apiPaths.admin.userList);

export async function userIdOf(request: APIRequestContext, token: string, email: string): Promise<number> {
  const user = (await userOptions(request, token)).find((option) => option.email === email);
  expect(user, `user ${email} among the funder's users`).toBeTruthy();
  return user?.id ?? 0;
}

export async function getGrant(request: APIRequestContext, token: string, id: number): Promise<Grant> {
  return getJson<Grant>(request, token, apiPaths.grants.one(id));
}

export async function grantValidation(request: APIRequestContext, token: string, id: number): Promise<GrantValidation> {
  return getJson<GrantValidation>(request, token, apiPaths.grants.validation(id));
}

export async function grantStatus(request: APIRequestContext, token: string, id: number): Promise<number> {
  const response = await request.get(api(apiPaths.grants.one(id)), { headers: bearer(token) });
  return response.status();
}

export interface DraftOptions {
  title?: string;
  min_size?: number;
  max_size?: number;
  /** Every program option at an even split when not given. */
  programs?: Array<{ programId: number; percent: number }>;
  countries?: number[];
  /** A long one makes the grant's answers larger than the server's compression threshold. */
  description?: string;
}

/** A draft grant created through the API by the token's user (who is then in charge of it). */
export async function createDraftGrant(request: APIRequestContext, token: string, options: DraftOptions = {}): Promise<Grant> {
  const [currencyList, countryList, programList] = await Promise.all([
    currencies(request, token),
    countries(request, token),
    programOptions(request, token),
  ]);
  const currency = currencyList.find((option) => option.code === 'USD') ?? currencyList[0];
  expect(currency, 'a currency').toBeTruthy();
  expect(programList.length, 'at least one program').toBeGreaterThan(0);
  const firstProgram = programList[0]?.id ?? 0;
  const body = {
    title: options.title ?? uniqueTitle('E2E grant'),
    description: options.description ?? 'Created by an end-to-end test.',
    currency_id: currency?.id,
    min_size: options.min_size ?? 10_000,
    max_size: options.max_size ?? 50_000,
    programs: options.programs ?? [{ programId: firstProgram, percent: 100 }],
    countries: options.countries ?? countryList.slice(0, 2).map((country) => country.id),
  };
  const response = await request.post(api(apiPaths.grants.list), { headers: actionHeaders(token), data: body });
  expect(response.status(), `POST ${apiPaths.grants.list}: ${await response.text()}`).toBe(200);
  const grant = (await response.json()) as Grant;
  expect(grant.status).toBe(GrantStatus.Draft);
  return grant;
}

/** Adds one objective and one due diligence, so the draft can be published. */
export async function makeReady(request: APIRequestContext, token: string, grantId: number): Promise<Grant> {
  const objective = await request.post(api(apiPaths.grants.objectives(grantId)), {
    headers: actionHeaders(token),
    data: { title: 'Children in the target districts reach school readiness' },
  });
  expect(objective.status(), `add objective: ${await objective.text()}`).toBe(200);
  const [type] = await dueDiligenceTypes(request, token);
  expect(type, 'a due-diligence type').toBeTruthy();
  const link = await request.post(api(apiPaths.grants.dueDiligences(grantId)), {
    headers: actionHeaders(token),
    data: { due_diligence_id: type?.id },
  });
  expect(link.status(), `add due diligence: ${await link.text()}`).toBe(200);
  expect(await grantValidation(request, token, grantId)).toEqual({ GrantObjective: true, ProgramsPercent: true, GrantDueDiligence: true });
  return getGrant(request, token, grantId);
}

export async function createReadyDraft(request: APIRequestContext, token: string, options: DraftOptions = {}): Promise<Grant> {
  const grant = await createDraftGrant(request, token, options);
  return makeReady(request, token, grant.id);
}

export async function publishGrant(request: APIRequestContext, token: string, grant: Grant, deadline = futureDate(30)): Promise<Grant> {
  const response = await request.put(api(apiPaths.grants.publish(grant.id)), {
    headers: actionHeaders(token, grant.version),
    data: { deadline },
  });
  expect(response.status(), `publish: ${await response.text()}`).toBe(200);
  const published = await getGrant(request, token, grant.id);
  expect(published.status).toBe(GrantStatus.Published);
  return published;
}

/** A published grant with a deadline 30 days ahead, created by the token's user. */
export async function createPublishedGrant(request: APIRequestContext, token: string, options: DraftOptions = {}): Promise<Grant> {
  return publishGrant(request, token, await createReadyDraft(request, token, options));
}

export async function setDeadline(request: APIRequestContext, token: string, grant: Grant, deadline: string): Promise<Grant> {
  const response = await request.put(api(apiPaths.grants.deadline(grant.id)), {
    headers: actionHeaders(token, grant.version),
    data: { deadline },
  });
  expect(response.status(), `deadline: ${await response.text()}`).toBe(200);
  return getGrant(request, token, grant.id);
}

export async function deleteGrant(request: APIRequestContext, token: string, id: number): Promise<void> {
  await request.delete(api(apiPaths.grants.one(id)), { headers: actionHeaders(token) });
}

/** The seeded draft that is ready to publish (objective, due diligence, programs at 100%), if still there. */
export async function findReadyDraft(request: APIRequestContext, token: string): Promise<Grant | null> {
  const page = await getJson<{ data: Grant[] }>(request, token, `${apiPaths.grants.list}?status=${GrantStatus.Draft}&rows=100`);
  for (const grant of page.data) {
    const validation = await grantValidation(request, token, grant.id);
    if (validation.GrantObjective && validation.ProgramsPercent && validation.GrantDueDiligence) return grant;
  }
  return null;
}

/**
 * The persisted query cache (IndexedDB `donor-portal`, store `key-value`, key `query-cache`), as offline.spec.ts
 * reads it: tests go offline only once the copy that an offline start paints from holds what they need.
 */
export function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open('donor-portal');
        opening.addEventListener('upgradeneeded', () => opening.transaction?.abort());
        opening.addEventListener('error', () => resolve(''));
        opening.addEventListener('success', () => {
          const db = opening.result;
          const done = (value: string) => {
            db.close();
            resolve(value);
          };
          if (!db.objectStoreNames.contains('key-value')) return done('');
          const read = db.transaction('key-value').objectStore('key-value').get('query-cache');
          read.addEventListener('success', () => done(typeof read.result === 'string' ? read.result : ''));
          read.addEventListener('error', () => done(''));
        });
      }),
  );
}

/**
 * Waits until the page's data is on disk: the network is quiet and the persisted cache (written at most once a
 * second) no longer changes. A test that leaves a page by a full navigation sooner loses the last second of it.
 */
export async function untilSavedOnDevice(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = await persistedCache(page);
        const settled = now !== '' && now === previous;
        previous = now;
        return settled;
      },
      { intervals: [1_200], timeout: 15_000 },
    )
    .toBe(true);
}

/** One online visit installs the service worker; after a reload it controls the page (offline.spec.ts). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD date as the grant card shows it in English (spec section 9: "dd MMM, YYY"). */
export function cardDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day} ${MONTHS[Number(month) - 1]}, ${year}`;
}

/** The card of the grant with this title on /grants. */
export function grantCard(page: Page, title: string) {
  return page
    .getByRole('list', { name: /^(Grants|المنح)$/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** Opens the card's actions menu and picks one of its items. */
export async function chooseGrantAction(page: Page, title: string, action: string | RegExp): Promise<void> {
  await grantCard(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Fills the new-grant form: a title, dollars, sizes, the first program at 100%, Jordan. */
export async function fillNewGrant(page: Page, title: string, locale: 'en' | 'ar') {
  const label = (english: string) => (locale === 'ar' ? (arabicOf(english) ?? english) : english);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: new RegExp(`^${label('Title')}`) }).fill(title);
  await form.getByRole('combobox', { name: new RegExp(`^${label('Currency')}`) }).click();
  await page.getByRole('option', { name: /\(USD\)$/ }).click();
  await form.getByRole('spinbutton', { name: new RegExp(`^${label('Minimum size')}`) }).fill('10000');
  await form.getByRole('spinbutton', { name: new RegExp(`^${label('Maximum size')}`) }).fill('40000');
  const programs = form.getByRole('combobox', { name: new RegExp(`^${label('Program')}`) });
  if ((await programs.count()) === 0) await form.getByRole('button', { name: label('Add program') }).click();
  await programs.first().click();
  await page.getByRole('option').first().click();
  await form.getByRole('spinbutton', { name: new RegExp(`^${label('Percent')}`) }).first().fill('100');
  const countryPicker = form.getByRole('combobox', { name: new RegExp(`^${label('Countries')}`) });
  await countryPicker.click();
  await countryPicker.pressSequentially(locale === 'ar' ? 'الأرد' : 'Jord');
  await page.getByRole('option', { name: locale === 'ar' ? 'الأردن' : 'Jordan', exact: true }).click();
}

/** Changes a grant's deadline from its card's actions menu on /grants; the dialog closes once the change is queued. */
export async function changeDeadline(page: Page, title: string, deadline: string): Promise<void> {
  await chooseGrantAction(page, title, 'Update deadline');
  const dialog = page.getByRole('dialog', { name: 'Update deadline' });
  await dialog.getByLabel(/^Deadline/).fill(deadline);
  await dialog.getByRole('button', { name: 'Update deadline' }).click();
  await expect(dialog).toBeHidden();
}

/** The top bar's count of changes not yet saved on the server ("2 changes waiting"); hidden at zero. */
export function pendingChanges(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^\d+ changes? waiting$/ });
}

/** The number the top bar shows: 0 when the indicator is hidden. Reads without waiting, for expect.poll. */
export async function pendingCount(page: Page): Promise<number> {
  const labels = await pendingChanges(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
  const match = /(\d+)/.exec(labels[0] ?? '');
  return match ? Number(match[1]) : 0;
}

let arabicCatalog: Map<string, string> | null = null;

/** Unquotes one .po string literal. */
function poString(literal: string): string {
  return JSON.parse(literal) as string;
}

/**
 * The Arabic text of an English message, read from src/locales/ar/{messages,app,details}.po (the catalogs the build compiles),
 * so the Arabic assertions follow the translators' wording. Null while the message has no translation yet.
 */
export function arabicOf(english: string): string | null {
  if (!arabicCatalog) {
    arabicCatalog = new Map();
    // Every catalog (decision 129): the first page's, the signed-in app's and the detail pages'; a translation in any counts.
    for (const catalog of ['messages.po', 'app.po', 'details.po']) {
      const text = readFileSync(join(process.cwd(), 'src', 'locales', 'ar', catalog), 'utf8');
      for (const entry of text.split(/\r?\n\r?\n/)) {
        const id = /^msgid ((?:".*"\r?\n?)+)/m.exec(entry);
        const str = /^msgstr ((?:".*"\r?\n?)+)/m.exec(entry);
        // A message with a context (msgctxt) is another message than the plain one with the same English.
        if (!id?.[1] || !str?.[1] || /^msgctxt /m.test(entry)) continue;
        const literal = (block: string) => block.trim().split(/\r?\n/).map(poString).join('');
        const translated = literal(str[1]);
        if (!arabicCatalog.get(literal(id[1]))) arabicCatalog.set(literal(id[1]), translated);
      }
    }
  }
  const translated = arabicCatalog.get(english);
  return translated ? translated : null;
}

/**
 * What reached the server: how many POSTs to a path ending in `pathEnd` got an answer, by Idempotency-Key. A change
 * queued offline and sent once shows as one key answered once.
 */
export function answeredPostsByKey(context: BrowserContext, pathEnd: string): Map<string, number> {
  const answered = new Map<string, number>();
  context.on('response', (response) => {
    const sent = response.request();
    if (sent.method() !== 'POST' || !new URL(sent.url()).pathname.endsWith(pathEnd)) return;
    const key = sent.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '(none)';
    answered.set(key, (answered.get(key) ?? 0) + 1);
  });
  return answered;
}
