import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '#contract/constants';
import type { SignedFileAddress } from '#contract/files';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { openDatabase, type PortalDatabase } from '../../db/database';
import type { PortalApp } from '../../platform/app-context';
import { adoptFolderFiles } from '../../platform/file-storage';
import { fileMailer } from '../../platform/mail';
import { createDatabaseFromTemplate, findTestPostgres } from '../../test/postgres';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis';
import { PDF_BYTES } from '../proposals/proposal-test-helpers';
import type { TestApp } from '../../test/test-app';
import { acceptedProject } from '../project-tracking/tracking-test-helpers';

const postgresUrl = await findTestPostgres();
// The set-up the README recommends for two instances: PostgreSQL and Redis (hub backplane, shared attempt counters).
const redisUrl = (await redisReachable()) ? TEST_REDIS_URL : null;

/**
 * Two instances on one PostgreSQL, each with its own data folder, as behind a load balancer: a file uploaded through
 * one is served by the other (docs/decisions/157-files-stored-where-the-data-lives.md). With Redis when it answers, as
 * the README's set-up has it; files themselves need none.
 */
describe.skipIf(!postgresUrl)('uploaded files across two server instances on one PostgreSQL', () => {
  const instances: { app: PortalApp; database: PortalDatabase; dataDir: string }[] = [];
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const template = inject('seedTemplates').postgres;
    if (!postgresUrl || !template) throw new Error('no PostgreSQL template');
    const copy = await createDatabaseFromTemplate(postgresUrl, template.database, `test_files_${randomBytes(6).toString('hex')}`);
    drop = copy.drop;
    const jwtSecret = randomBytes(32).toString('hex');
    for (let index = 0; index < 2; index += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-files-'));
      const config: Config = {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: copy.url,
        redisUrl,
        smtpUrl: null,
        jwtSecret,
        seed: 'demo',
        publicUrl: 'http://portal.test',
        staticDir: join(dataDir, 'static'),
        trustProxy: false,
        testApi: false,
        bootstrapAdmin: null,
      };
      const database = openDatabase(config);
      const app = await buildApp({ config, database, mailer: fileMailer(join(dataDir, 'mail'), { info: () => undefined }) });
      await app.ready();
      instances.push({ app, database, dataDir });
    }
  });

  afterAll(async () => {
    for (const { app, database, dataDir } of instances) {
      await app.close();
      await database.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await drop?.();
  });

  /** Enough of a TestApp for the project helpers, on one instance. */
  function on(index: number): TestApp {
    const instance = instances[index];
    if (!instance) throw new Error(`instance ${index} not started`);
    return {
      app: instance.app,
      database: instance.database,
      files: instance.app.portal.files,
      call: ({ token, headers, ...options }) => instance.app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
      signIn: async (email: string) => {
        const response = await instance.app.inject({
          method: 'POST',
          url: '/connect/token',
          payload: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        return response.json<{ access_token: string }>().access_token;
      },
    } as TestApp;
  }

  it('serves through instance B the agreement uploaded through instance A, with the token and by a signed address', async () => {
    const a = on(0);
    const b = on(1);
    const officer = await a.signIn('grants@demo.test');
    const project = await acceptedProject(a, officer);
    const url = project.agreement_file_path ?? '';
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/);
    // Nothing in either data folder: the bytes are in the database.
    for (const { dataDir } of instances) expect(readdirSync(dataDir).includes('files') ? readdirSync(join(dataDir, 'files')) : []).toEqual([]);

    const viaB = await b.call({ method: 'GET', url, token: await b.signIn('finance@demo.test') });
    expect(viaB.statusCode).toBe(200);
    expect(viaB.rawPayload.equals(PDF_BYTES)).toBe(true);

    const address = (await a.call({ method: 'GET', url: `${url}/address`, token: officer })).json<SignedFileAddress>();
    const signedViaB = await b.call({ method: 'GET', url: address.url });
    expect(signedViaB.statusCode).toBe(200);
    expect(signedViaB.rawPayload.equals(PDF_BYTES)).toBe(true);

    // Logging out on B ends on A too the addresses of that session.
    expect((await b.call({ method: 'POST', url: '/api/DonorAccount/Logout', token: officer })).statusCode).toBeLessThan(300);
    expect((await a.call({ method: 'GET', url: address.url })).statusCode).toBe(403);
  });

  it('moves into the database the files an earlier version left in a data folder, once', async () => {
    const a = on(0);
    const folder = join(instances[0]?.dataDir ?? '', 'old-files');
    mkdirSync(folder);
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    writeFileSync(join(folder, name), PDF_BYTES);
    writeFileSync(join(folder, 'notes.txt'), 'not a stored file');
    expect(await adoptFolderFiles(a.database.db, folder)).toBe(1);
    expect(await adoptFolderFiles(a.database.db, folder)).toBe(0);
    expect((await on(1).files.read(a.database.db, name))?.equals(PDF_BYTES)).toBe(true);
  });
});
