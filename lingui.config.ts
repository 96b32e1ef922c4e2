import { defineConfig } from '@lingui/cli';

/**
 * English is the source language; Arabic must be complete. There is deliberately no fallbackLocales entry:
 * a missing Arabic message fails `npm run i18n:check` (scripts/check-catalogs.mjs) instead of silently
 * showing English. See docs/decisions/021-i18n-catalogs.md.
 */
const EXCLUDED = ['**/node_modules/**', '**/*.test.*', '**/*.spec.*', '**/__tests__/**', '**/routeTree.gen.ts'];

/** Only ever rendered on a proposal's, project's or program's own pages (their layouts load this catalog first). */
const DETAILS = [
  '<rootDir>/src/features/program-framework',
  // One project's pages, one proposal's pages and its negotiation (the rest of those features is the app's).
  '<rootDir>/src/features/projects/detail',
  // A project's months: the funder's review under the project's layout, the partner's month, whose route loads it too.
  '<rootDir>/src/features/projects/months',
  '<rootDir>/src/features/proposals/detail',
  '<rootDir>/src/features/proposals/negotiation',
];

/** Outbox actions describe themselves in the outbox panel, which any page shows: their texts go with the app's. */
const DETAIL_ACTIONS = DETAILS.map((folder) => `${folder}/api`);

/** Only ever rendered after sign-in (under the /_app layout, which loads their catalog first). */
const APP_ONLY = [
  '<rootDir>/src/features/audit',
  '<rootDir>/src/features/dashboard',
  '<rootDir>/src/features/due-diligence',
  '<rootDir>/src/features/grants',
  '<rootDir>/src/features/inspire',
  '<rootDir>/src/features/ngos',
  // The partner side's calls, proposals and editors: under the /partner layout, which loads the app's catalog.
  '<rootDir>/src/features/partner-proposals',
  '<rootDir>/src/features/notifications',
  // The partner side: its /partner layout loads the app's catalog before its first page, as /_app does.
  '<rootDir>/src/features/partner-account',
  '<rootDir>/src/features/partner-organisation',
  '<rootDir>/src/features/partner-projects',
  '<rootDir>/src/features/preferences',
  '<rootDir>/src/features/programs',
  // The lists, cards and actions of projects and proposals; their `detail` pages are in DETAILS.
  '<rootDir>/src/features/projects/api',
  '<rootDir>/src/features/projects/components',
  '<rootDir>/src/features/proposals/api',
  '<rootDir>/src/features/proposals/components',
  '<rootDir>/src/features/reference',
  '<rootDir>/src/features/roles',
  '<rootDir>/src/features/users',
  '<rootDir>/src/routes/_app',
  '<rootDir>/src/routes/partner',
  '<rootDir>/src/ui/charts',
  // The date field: only the signed-in app's forms have dates (decision 174).
  '<rootDir>/src/ui/form/date',
];

export default defineConfig({
  locales: ['en', 'ar'],
  sourceLocale: 'en',
  fallbackLocales: false,
  // Three catalogs: what the first page (sign-in and the public pages, the shell) needs; the signed-in app's lists
  // and home, loaded by the /_app layout before its first page; the detail pages, loaded by their layouts. The first
  // counts against the /login budget, the first two against the home page's (docs/decisions/129-two-catalogs.md).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...EXCLUDED, ...[...APP_ONLY, ...DETAILS].map((folder) => `${folder}/**`)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: [...APP_ONLY, ...DETAIL_ACTIONS],
      exclude: EXCLUDED,
    },
    {
      path: '<rootDir>/src/locales/{locale}/details',
      include: DETAILS,
      exclude: [...EXCLUDED, ...DETAIL_ACTIONS.map((folder) => `${folder}/**`)],
    },
  ],
  // Line numbers would rewrite every catalog on each unrelated edit; file origins are enough for translators.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  // Sorting by source text keeps `lingui extract --clean` stable: messages move only when their text changes.
  orderBy: 'message',
});
