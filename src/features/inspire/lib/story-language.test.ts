import { describe, expect, it } from 'vitest';
import { storyInLanguage } from './story-language';

const both = { title_en: 'Water at the gate', text_en: 'The tap serves 420 pupils.', title_ar: 'الماء عند البوابة', text_ar: 'يخدم الصنبور 420 طالبًا.' };
const englishOnly = { title_en: 'A mobile clinic', text_en: 'Six hamlets every week.', title_ar: null, text_ar: null };
const arabicOnly = { title_en: null, text_en: null, title_ar: 'سقف قبل الشتاء', text_ar: 'أُصلح 60 مسكنًا.' };

describe('a story in the user’s language', () => {
  it('shows the user’s language when the organisation wrote it', () => {
    expect(storyInLanguage(both, 'ar')).toEqual({
      title: { value: 'الماء عند البوابة', lang: 'ar', dir: 'rtl' },
      text: { value: 'يخدم الصنبور 420 طالبًا.', lang: 'ar', dir: 'rtl' },
      fallback: false,
    });
    expect(storyInLanguage(both, 'en').title).toEqual({ value: 'Water at the gate', lang: 'en', dir: 'ltr' });
  });

  it('falls back to English for an Arabic reader, marked left to right', () => {
    const shown = storyInLanguage(englishOnly, 'ar');
    expect(shown.fallback).toBe(true);
    expect(shown.title).toEqual({ value: 'A mobile clinic', lang: 'en', dir: 'ltr' });
    expect(shown.text?.lang).toBe('en');
  });

  it('falls back to Arabic for an English reader, marked right to left', () => {
    const shown = storyInLanguage(arabicOnly, 'en');
    expect(shown).toMatchObject({ fallback: true, title: { lang: 'ar', dir: 'rtl' }, text: { lang: 'ar', dir: 'rtl' } });
  });

  it('takes each part from where it is written when a language is half written', () => {
    const shown = storyInLanguage({ ...englishOnly, title_ar: 'عيادة متنقلة' }, 'ar');
    expect(shown.title).toEqual({ value: 'عيادة متنقلة', lang: 'ar', dir: 'rtl' });
    expect(shown.text?.lang).toBe('en');
    expect(shown.fallback).toBe(true);
  });
});
