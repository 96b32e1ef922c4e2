import { afterAll, vi } from 'vitest';

// The server project runs its files one after another in each worker without a fresh process (vitest.config.ts,
// `isolate: false`): Fastify, Kysely, the database drivers and zod load once per worker, while the portal's own
// modules start afresh for every file, so no file sees another's module state or mocks.
vi.resetModules();

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
