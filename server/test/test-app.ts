import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { TOKEN_PATH } from '#contract/api-paths';
import { DEMO_PASSWORD } from '#contract/constants';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase, type DialectName, type PortalDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedOnFirstStart } from '../db/seed/index';
import type { PortalApp } from '../platform/app-context';
import type { FileStorage } from '../platform/file-storage';
import { fileMailer } from '../platform/mail';
import { accountLinkIn, latestMail, mailsTo } from './mailbox';
import { createDatabaseFromTemplate, createIsolatedSchema, findTestPostgres } from './postgres';
import type { SeedTemplates } from './seed-template';

const postgresUrl = await findTestPostgres();

export type TestApp = {
  app: PortalApp;
  database: PortalDatabase;
  config: Config;
  mailDir: string;
  filesDir: string;
  /** The app's file storage (the data folder on SQLite, the database on PostgreSQL). */
  files: FileStorage;
  /** Every stored file's name, wherever the dialect keeps them. */
  storedFileNames(): Promise<string[]>;
  /** A stored file's bytes, or null. */
  storedFile(name: string): Promise<Buffer | null>;
  /** Signs in through /connect/token and answers the bearer header value. */
  signIn(email: string, password?: string): Promise<string>;
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  latestMail(email: string): string | null;
  mailCount(email: string): number;
  linkIn(mail: string | null): { token: string; purpose: number };
};

const quietLog = { info: () => undefined };

/** What Chromium sends: every call of the suites goes with it, so a compressed answer is read as a browser reads it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const DECODERS: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/**
 * Decodes the answer as a browser would, and fails the test where a browser would fail: an encoded body that does
 * not decode, or a JSON answer with no body (issue 17: `200`, `content-encoding: br`, `content-length: 0`).
 */
function decodedAsBrowsersDo(response: LightMyRequestResponse, call: string): LightMyRequestResponse {
  const encoding = String(response.headers['content-encoding'] ?? '');
  if (encoding) {
    const decode = DECODERS[encoding];
    if (!decode) throw new Error(`${call}: answered with an unknown content-encoding ${encoding}`);
    let decoded: Buffer;
    try {
      decoded = decode(response.rawPayload);
    } catch (cause) {
      throw new Error(`${call}: a ${encoding} body that does not decode (${response.rawPayload.length} bytes)`, { cause });
    }
    response.rawPayload = decoded;
    response.payload = decoded.toString();
    response.body = response.payload;
  }
  const bodiless = response.statusCode === 204 || response.statusCode === 304;
  const json = String(response.headers['content-type'] ?? '').includes('json');
  if (json && !bodiless && response.payload.length === 0) throw new Error(`${call}: ${response.statusCode} JSON answer with an empty body`);
  return response;
}
const noSchemaToDrop = () => Promise.resolve();

type ConfigOverrides = Partial<Pick<Config, 'seed' | 'bootstrapAdmin' | 'testApi'>> & {
  /** Where the server's log lines go (at level info); the server is silent without it. */
  logTo?: { write(line: string): void };
  /** The app's clock for attempt limits and sessions (epoch ms). */
  now?: () => number;
};

async function startTestApp(dialect: DialectName, settings: ConfigOverrides): Promise<{ testApp: TestApp; stop: () => Promise<void> }> {
  const { logTo, now, ...overrides } = settings;
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${dialect}-`));
  const staticDir = join(dataDir, 'static');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Donor portal</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("app");');

  const seedsDemo = (overrides.seed ?? 'demo') === 'demo' && !overrides.bootstrapAdmin;
  const templates: SeedTemplates | undefined = seedsDemo ? inject('seedTemplates') : undefined;
  const suiteName = `test_${randomBytes(6).toString('hex')}`;
  let copiedTemplate = false;
  let databaseUrl: string | null = null;
  let dropSchema: () => Promise<void> = noSchemaToDrop;
  if (dialect === 'postgres' && postgresUrl) {
    const template = templates?.postgres;
    const isolated = template
      ? await createDatabaseFromTemplate(postgresUrl, template.database, suiteName)
      : await createIsolatedSchema(postgresUrl, suiteName);
    databaseUrl = isolated.url;
    dropSchema = isolated.drop;
    // On PostgreSQL the seed's files are in the template database itself (platform/file-storage.ts).
    copiedTemplate = template !== undefined;
  } else if (dialect === 'sqlite' && templates && existsSync(join(templates.sqliteDir, 'portal.db'))) {
    copyFileSync(join(templates.sqliteDir, 'portal.db'), join(dataDir, 'portal.db'));
    cpSync(join(templates.sqliteDir, 'files'), join(dataDir, 'files'), { recursive: true });
    copiedTemplate = true;
  }
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    redisUrl: null,
    smtpUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    seed: 'demo',
    publicUrl: 'http://portal.test',
    staticDir,
    trustProxy: false,
    testApi: false,
    bootstrapAdmin: null,
    ...overrides,
  };
  const database = openDatabase(config);
  const mailDir = join(dataDir, 'mail');
  const mailer = fileMailer(mailDir, quietLog);
  // A copied template is already migrated and seeded; both calls then find nothing to do, as on a restart.
  await migrateToLatest(database.db);
  if (!copiedTemplate) await seedOnFirstStart(database.db, config, mailer);
  // Every answer compressed, whatever its size: the suites read each one as a browser would (decodedAsBrowsersDo).
  const logger = logTo ? { level: 'info', stream: logTo } : false;
  const app = await buildApp({ config, database, mailer, compressThreshold: 0, logger, ...(now ? { now } : {}) });
  await app.ready();

  const call: TestApp['call'] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return decodedAsBrowsersDo(response, `${options.method ?? 'GET'} ${String(options.url)}`);
  };

  const testApp: TestApp = {
    app,
    database,
    config,
    mailDir,
    filesDir: join(dataDir, 'files'),
    files: app.portal.files,
    storedFileNames: () => app.portal.files.names(database.db),
    storedFile: (name) => app.portal.files.read(database.db, name),
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: TOKEN_PATH,
        payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json<{ access_token: string }>().access_token;
    },
    call,
    latestMail: (email) => latestMail(mailDir, email),
    mailCount: (email) => mailsTo(mailDir, email).length,
    linkIn(mail) {
      if (!mail) throw new Error('no mail');
      return accountLinkIn(mail);
    },
  };
  const stop = async () => {
    await app.close();
    await database.db.destroy();
    await dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { testApp, stop };
}

/**
 * Runs the same suite on SQLite and on PostgreSQL, each with a freshly migrated and (by default) demo-seeded database:
 * a copy of the template that server/test/seed-template.ts seeds once per run.
 * The body reads the app through `t()` inside its tests.
 */
export function describeOnEachDialect(title: string, body: (t: () => TestApp) => void, overrides: ConfigOverrides = {}): void {
  describeOn(['sqlite', 'postgres'], title, body, overrides);
}

/** For suites whose subject does not depend on the database (the authorisation matrix): SQLite only, to keep the run short. */
export function describeOnSqlite(title: string, body: (t: () => TestApp) => void, overrides: ConfigOverrides = {}): void {
  describeOn(['sqlite'], title, body, overrides);
}

function describeOn(dialects: readonly DialectName[], title: string, body: (t: () => TestApp) => void, overrides: ConfigOverrides): void {
  for (const dialect of dialects) {
    const available = dialect === 'sqlite' || postgresUrl !== null;
    describe.skipIf(!available)(`${title} [${dialect}]`, () => {
      let current: TestApp | null = null;
      let stop: (() => Promise<void>) | null = null;
      beforeAll(async () => {
        const started = await startTestApp(dialect, overrides);
        current = started.testApp;
        stop = started.stop;
      });
      afterAll(async () => {
        await stop?.();
      });
      body(() => {
        if (!current) throw new Error('test app not started');
        return current;
      });
    });
  }
}

export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
