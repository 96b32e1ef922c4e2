import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const webSetup = 'src/test/setup.ts';
/** The PWA's tests need its Vite plugins (React, Lingui macros) and the `@/` alias, so that project extends vite.config.ts. */
const viteConfig = './vite.config.ts';

export default defineConfig({
  test: {
    passWithNoTests: true,
    // Vitest's default in a run is one worker fewer than the cores: one worker on the two-core machines, where the
    // suite took 605 s; two workers take 363 s with every test passing (docs/decisions/201-unit-test-workers.md).
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    projects: [
      {
        test: {
          name: 'server',
          // The contract's own rules (pure, no DOM) run here too.
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Migrates and seeds the demo data once per dialect; every suite copies that template (server/test/test-app.ts).
          globalSetup: ['server/test/seed-template.ts'],
          isolate: false,
          setupFiles: ['server/test/setup.ts'],
          // Each suite signs users in with scrypt and seeds its own database; the default 5 s is tight on PostgreSQL.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...(existsSync(viteConfig) ? { extends: viteConfig } : {}),
        test: {
          name: 'web',
          isolate: false,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The PWA's setup file arrives with its first tests; until then the project simply has nothing to run.
          setupFiles: existsSync(webSetup) ? [webSetup] : [],
        },
      },
    ],
  },
});
