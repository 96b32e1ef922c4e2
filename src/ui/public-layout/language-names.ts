import type { Locale } from '#contract/enums';

/**
 * Each language is named in itself (an endonym), never translated: someone who cannot read the current
 * language must still find their own.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };
