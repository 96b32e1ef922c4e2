import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const webSetup = 'src/test/setup.ts';

export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each suite signs users in with scrypt and seeds its own database; the default 5 s is tight on PostgreSQL.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: existsSync(webSetup) ? [webSetup] : [],
          passWithNoTests: true,
        },
      },
    ],
  },
});
