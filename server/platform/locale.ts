import { DEFAULT_LOCALE, isLocale, type Locale } from '#contract/enums';

/** Picks en or ar from an Accept-Language header, honouring q-values; anything else falls back to English. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .toSorted((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => isLocale(entry.language));
  return match && isLocale(match.language) ? match.language : DEFAULT_LOCALE;
}
