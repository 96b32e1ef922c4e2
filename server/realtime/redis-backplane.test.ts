import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#contract/constants';
import { HUB_METHODS } from '#contract/notifications';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase, type PortalDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedOnFirstStart } from '../db/seed/index';
import { createReadyDraft, daysFromToday, demoReferences } from '../modules/grants/grant-test-helpers';
import type { PortalApp } from '../platform/app-context';
import { fileMailer } from '../platform/mail';
import { createIsolatedSchema, findTestPostgres } from '../test/postgres';
import type { TestApp } from '../test/test-app';
import { listen, signalrClient, whenClosed } from './hub-test-helpers';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../test/redis';


const postgresUrl = await findTestPostgres();
const redisUp = await redisReachable();
if (!redisUp && process.env.CI) throw new Error(`CI is set but no Redis answered at ${REDIS_URL}`);
if (!redisUp || !postgresUrl) {
  console.warn(`\n!!! Redis (${REDIS_URL}: ${redisUp ? 'up' : 'DOWN'}) or PostgreSQL (${postgresUrl ? 'up' : 'DOWN'}) unreachable: SKIPPING the two-instance hub test.\n`);
}

describe.skipIf(!redisUp || !postgresUrl)('notification hub across two server instances (Redis pub/sub, one PostgreSQL)', () => {
  const instances: { app: PortalApp; database: PortalDatabase; baseUrl: string }[] = [];
  let dataDir = '';
  let dropSchema: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    if (!postgresUrl) return;
    dataDir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
    const isolated = await createIsolatedSchema(postgresUrl, `test_${randomBytes(6).toString('hex')}`);
    dropSchema = isolated.drop;
    const config: Config = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: isolated.url,
      redisUrl: REDIS_URL,
      smtpUrl: null,
      jwtSecret: randomBytes(32).toString('hex'),
      seed: 'demo',
      publicUrl: 'http://portal.test',
      staticDir: join(dataDir, 'static'),
      trustProxy: false,
      testApi: false,
      bootstrapAdmin: null,
    };
    const mailer = fileMailer(join(dataDir, 'mail'), { info: () => undefined });
    // One channel per run, so parallel test runs on the same Redis never hear each other.
    const channel = `donor-portal:test:${randomBytes(6).toString('hex')}`;
    for (let index = 0; index < 2; index += 1) {
      const database = openDatabase(config);
      if (index === 0) {
        await migrateToLatest(database.db);
        await seedOnFirstStart(database.db, config, mailer);
      }
      const app = await buildApp({ config, database, mailer, hub: { channel } });
      await app.ready();
      instances.push({ app, database, baseUrl: await listen(app) });
    }
  });

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.db.destroy();
    }
    await dropSchema?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Enough of a TestApp for the grants helpers, on instance A. */
  function onA(): TestApp {
    const a = instances[0];
    if (!a) throw new Error('instance A not started');
    return {
      app: a.app,
      database: a.database,
      call: ({ token, headers, ...options }) => a.app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
      signIn: async (email: string) => {
        const response = await a.app.inject({
          method: 'POST',
          url: '/connect/token',
          payload: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        return response.json<{ access_token: string }>().access_token;
      },
    } as TestApp;
  }

  it('delivers a notification raised on instance A to a client connected to instance B', async () => {
    const t = onA();
    const b = instances[1];
    if (!b) throw new Error('instance B not started');
    expect(b.app.portal.config.redisUrl).toBe(REDIS_URL);
    const refs = await demoReferences(t);
    const officer = await t.signIn('grants@demo.test');
    const colleague = await t.signIn('finance@demo.test');
    const draft = await createReadyDraft(t, officer, refs);
    const users = [
      { admin_id: refs.userId('grants@demo.test'), is_manager: true },
      { admin_id: refs.userId('finance@demo.test'), is_manager: false },
    ];
    expect((await t.call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/users-in-charge`, token: officer, payload: { users } })).statusCode).toBe(200);

    const listener = await signalrClient(b.baseUrl, colleague);
    try {
      await listener.connection.invoke(HUB_METHODS.connect, refs.userId('finance@demo.test'), refs.donorId);
      const published = await t.call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Publish`, token: officer, payload: { deadline: daysFromToday(20) } });
      expect(published.statusCode).toBe(200);
      const notification = await listener.next(5000);
      expect(notification.data).toMatchObject({ entity: 'grant', operation: 'Publish', parent_id: draft.id, user_id: refs.userId('grants@demo.test') });
      expect(notification.toast).toBe(true);
    } finally {
      await listener.connection.stop();
    }
  });

  it('closes on instance B the socket of a session that logged out on instance A', async () => {
    const t = onA();
    const b = instances[1];
    if (!b) throw new Error('instance B not started');
    const refs = await demoReferences(t);
    const token = await t.signIn('viewer@demo.test');
    const listener = await signalrClient(b.baseUrl, token);
    try {
      await listener.connection.invoke(HUB_METHODS.connect, refs.userId('viewer@demo.test'), refs.donorId);
      const closed = whenClosed(listener.connection);
      expect((await t.call({ method: 'POST', url: '/api/DonorAccount/Logout', token })).statusCode).toBe(200);
      expect(await closed).toBe('closed');
    } finally {
      await listener.connection.stop();
    }
  });
});
