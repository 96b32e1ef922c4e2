import { defineConfig } from '@lingui/cli';

/**
 * English is the source language; Arabic must be complete. There is deliberately no fallbackLocales entry:
 * a missing Arabic message fails `npm run i18n:check` (scripts/check-catalogs.mjs) instead of silently
 * showing English. See docs/decisions/021-i18n-catalogs.md.
 */
export default defineConfig({
  locales: ['en', 'ar'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.spec.*', '**/__tests__/**', '**/routeTree.gen.ts'],
    },
  ],
  // Line numbers would rewrite every catalog on each unrelated edit; file origins are enough for translators.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  // Sorting by source text keeps `lingui extract --clean` stable: messages move only when their text changes.
  orderBy: 'message',
});
