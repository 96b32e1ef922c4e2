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

/** The signed-in app's features, loaded by the /_app layout before its first page (docs/decisions/129-two-catalogs.md). */
const appCatalogs: Record<Locale, Catalog> = {
  en: () => import('../locales/en/app.po'),
  ar: () => import('../locales/ar/app.po'),
};

/** Set once the app's catalog was asked for: a language switch then loads both catalogs of the new language. */
let appMessagesWanted = false;
const appMessagesLoaded = new Set<Locale>();

/** Loads the signed-in app's messages for the current language (once per language); the first page does without. */
export async function loadAppMessages(): Promise<void> {
  appMessagesWanted = true;
  const locale = getLocale();
  if (appMessagesLoaded.has(locale)) return;
  const { messages } = await appCatalogs[locale]();
  i18n.load(locale, messages);
  appMessagesLoaded.add(locale);
}

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
  const withApp = appMessagesWanted && !appMessagesLoaded.has(locale);
  const [{ messages }, app] = await Promise.all([catalogs[locale](), withApp ? appCatalogs[locale]() : null]);
  i18n.load(locale, messages);
  if (app) {
    i18n.load(locale, app.messages);
    appMessagesLoaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

export { i18n, LOCALES };
