import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const webSetup = 'src/test/setup.ts';
/** The PWA's tests need its Vite plugins (React, Lingui macros) and the `@/` alias, so that project extends vite.config.ts. */
const viteConfig = './vite.config.ts';

/** The PWA's test files that replace a module with vi.mock (or vi.doMock): they run isolated, in the web-mocks project. */
const mockingWebTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('src', file).split(sep).join('/'))
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

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
          // Files share their worker's loaded libraries (docs/decisions/201-unit-test-workers.md); the setup file
          // evaluates the portal's modules afresh for each file.
          isolate: false,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingWebTests,
          setupFiles: [webSetup],
        },
      },
      {
        ...(existsSync(viteConfig) ? { extends: viteConfig } : {}),
        test: {
          // Files that replace modules with vi.mock get a process of their own: a mock registered by one file can
          // outlive it in a shared worker and answer another file's imports (seen once in a CI run).
          name: 'web-mocks',
          environment: 'jsdom',
          include: mockingWebTests.length > 0 ? mockingWebTests : ['src/__none__.test.ts'],
          setupFiles: [webSetup],
        },
      },
    ],
  },
});
