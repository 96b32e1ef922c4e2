import { defineConfig } from '@lingui/cli';

/**
 * English is the source language; Arabic must be complete. There is deliberately no fallbackLocales entry:
 * a missing Arabic message fails `npm run i18n:check` (scripts/check-catalogs.mjs) instead of silently
 * showing English. See docs/decisions/021-i18n-catalogs.md.
 */
const EXCLUDED = ['**/node_modules/**', '**/*.test.*', '**/*.spec.*', '**/__tests__/**', '**/routeTree.gen.ts'];

/** Only ever rendered after sign-in (under the /_app layout, which loads their catalog first). */
const APP_ONLY = [
  '<rootDir>/src/features/dashboard',
  '<rootDir>/src/features/due-diligence',
  '<rootDir>/src/features/grants',
  '<rootDir>/src/features/negotiations',
  '<rootDir>/src/features/ngos',
  '<rootDir>/src/features/notifications',
  '<rootDir>/src/features/preferences',
  '<rootDir>/src/features/program-framework',
  '<rootDir>/src/features/programs',
  '<rootDir>/src/features/project-pages',
  '<rootDir>/src/features/projects',
  '<rootDir>/src/features/proposal-pages',
  '<rootDir>/src/features/proposals',
  '<rootDir>/src/features/reference',
  '<rootDir>/src/features/roles',
  '<rootDir>/src/features/users',
  '<rootDir>/src/routes/_app',
  '<rootDir>/src/ui/charts',
];

export default defineConfig({
  locales: ['en', 'ar'],
  sourceLocale: 'en',
  fallbackLocales: false,
  // Two catalogs: what the first page (sign-in and the public pages, the shell) needs, and the signed-in app's
  // features, loaded by the /_app layout before its first page. The first catalog counts against the /login budget
  // (docs/decisions/129-two-catalogs.md).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...EXCLUDED, ...APP_ONLY.map((folder) => `${folder}/**`)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: APP_ONLY,
      exclude: EXCLUDED,
    },
  ],
  // Line numbers would rewrite every catalog on each unrelated edit; file origins are enough for translators.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  // Sorting by source text keeps `lingui extract --clean` stable: messages move only when their text changes.
  orderBy: 'message',
});
