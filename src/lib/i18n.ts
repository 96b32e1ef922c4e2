import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, isLocale, type Locale } from '#contract/enums';

/**
 * One place switches the language: catalog, <html lang dir>, local storage, cookie, and everyone
 * listening (the Fluent provider's dir, date-fns locale). Spec section 1: stored under `language`,
 * locale cookie and browser language honoured.
 */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LOCALE_COOKIE = 'locale';

type Catalog = () => Promise<{ messages: Messages }>;

/** What the first page needs: sign-in, the public pages and the shell. */
const catalogs: Record<Locale, Catalog> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
};

/**
 * Catalogs loaded when a part of the app first needs them (docs/decisions/129-two-catalogs.md): `app`, the signed-in
 * app's lists and home, by the /_app layout before its first page; `details`, the proposal, project and program
 * detail pages, by their layouts.
 */
const lazyCatalogs = {
  app: { en: () => import('../locales/en/app.po'), ar: () => import('../locales/ar/app.po') },
  details: { en: () => import('../locales/en/details.po'), ar: () => import('../locales/ar/details.po') },
} satisfies Record<string, Record<Locale, Catalog>>;
type LazyCatalog = keyof typeof lazyCatalogs;

/** The catalogs asked for so far: a language switch loads them again in the new language. */
const wantedCatalogs = new Set<LazyCatalog>();
const loadedCatalogs = new Set<`${LazyCatalog}:${Locale}`>();

async function loadCatalog(name: LazyCatalog, locale: Locale): Promise<void> {
  if (loadedCatalogs.has(`${name}:${locale}`)) return;
  const { messages } = await lazyCatalogs[name][locale]();
  i18n.load(locale, messages);
  loadedCatalogs.add(`${name}:${locale}`);
}

/** Loads a part of the app's messages in the current language (once per language); the first page does without. */
function loadMessagesOf(name: LazyCatalog): Promise<void> {
  wantedCatalogs.add(name);
  return loadCatalog(name, getLocale());
}

export const loadAppMessages = () => loadMessagesOf('app');
export const loadDetailMessages = () => loadMessagesOf('details');

function fromCookie(): Locale | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]+)`));
  const value = match?.[1];
  return isLocale(value) ? value : null;
}

function fromBrowser(): Locale | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

export function detectLocale(): Locale {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  return fromCookie() ?? fromBrowser() ?? DEFAULT_LOCALE;
}

export function getLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }] = await Promise.all([catalogs[locale](), ...[...wantedCatalogs].map((name) => lazyCatalogs[name][locale]())]);
  i18n.load(locale, messages);
  // Loaded after the first catalog, so a message in both (a word the shell and a page share) reads the same.
  await Promise.all([...wantedCatalogs].map((name) => loadCatalog(name, locale)));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

export { i18n, LOCALES };
