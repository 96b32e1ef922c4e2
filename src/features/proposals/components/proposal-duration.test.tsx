import { renderHook } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDurationText } from './proposal-duration';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

function durationText() {
  return renderHook(() => useDurationText(), { wrapper }).result.current;
}

describe('useDurationText', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('builds the duration from years, months and days, leaving zero parts out', () => {
    const text = durationText();
    expect(text({ years: 1, months: 6, days: 0 })).toBe('1 year 6 months');
    expect(text({ years: 2, months: 0, days: 0 })).toBe('2 years');
    expect(text({ years: 0, months: 1, days: 15 })).toBe('1 month 15 days');
    expect(text({ years: 0, months: 0, days: 1 })).toBe('1 day');
  });

  it('reads an empty period as 0 days', () => {
    expect(durationText()({ years: 0, months: 0, days: 0 })).toBe('0 days');
  });
});

describe('useDurationText in Arabic', () => {
  beforeAll(async () => {
    const { messages } = await import('@/locales/ar/app.po');
    i18n.loadAndActivate({ locale: 'ar', messages });
  });
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('joins the parts with "و", as Arabic says a duration', () => {
    const text = durationText();
    expect(text({ years: 1, months: 6, days: 0 })).toBe('سنة واحدة و6 أشهر');
    expect(text({ years: 2, months: 3, days: 10 })).toBe('سنتان و3 أشهر و10 أيام');
    expect(text({ years: 2, months: 0, days: 0 })).toBe('سنتان');
  });
});
