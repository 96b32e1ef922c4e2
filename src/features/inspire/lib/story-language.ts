import { RTL_LOCALES, type Locale } from '#contract/enums';
import type { Story } from '#contract/monthly-reports';

/** One text of a story with the language it is written in, for `lang` and `dir` on its element. */
export type StoryText = { value: string; lang: Locale; dir: 'ltr' | 'rtl' };

export type StoryInLanguage = {
  title: StoryText | null;
  text: StoryText | null;
  /** Some of it is shown in the other language, because the organisation did not write it in the user's. */
  fallback: boolean;
};

const OTHER: Record<Locale, Locale> = { en: 'ar', ar: 'en' };

function textOf(story: Pick<Story, 'title_en' | 'title_ar' | 'text_en' | 'text_ar'>, field: 'title' | 'text', locale: Locale): StoryText | null {
  for (const lang of [locale, OTHER[locale]]) {
    const value = story[`${field}_${lang}`];
    if (value) return { value, lang, dir: RTL_LOCALES.includes(lang) ? 'rtl' : 'ltr' };
  }
  return null;
}

/**
 * A story's title and text in the user's language, each falling back to the other language when the organisation
 * wrote it only in that one (a story needs one complete language, contract storyHasLanguage).
 */
export function storyInLanguage(story: Pick<Story, 'title_en' | 'title_ar' | 'text_en' | 'text_ar'>, locale: Locale): StoryInLanguage {
  const title = textOf(story, 'title', locale);
  const text = textOf(story, 'text', locale);
  return { title, text, fallback: (title !== null && title.lang !== locale) || (text !== null && text.lang !== locale) };
}
