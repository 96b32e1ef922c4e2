import { join } from 'node:path';
import { DEMO_PASSWORD } from '#contract/constants';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { demoSignIns } from './db/seed/demo-data';
import { seedOnFirstStart } from './db/seed/index';
import { adoptFolderFiles } from './platform/file-storage';

/** Reads the environment, migrates, seeds an empty database, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const log = app.log;

  const applied = await migrateToLatest(database.db);
  log.info({ dialect: database.dialect, applied }, applied.length ? 'database migrated' : 'database up to date');

  if (app.portal.files.kind === 'database') {
    const adopted = await adoptFolderFiles(database.db, join(config.dataDir, 'files'));
    if (adopted) log.info({ adopted }, 'files of the data folder moved into the database (docs/decisions/157-files-stored-where-the-data-lives.md)');
  }

  const seeded = await seedOnFirstStart(database.db, config, app.portal.mailer);
  if (seeded.kind === 'demo') {
    const accounts = demoSignIns().map((account) => `  ${account.email.padEnd(22)} ${account.funder.padEnd(5)} ${account.role}`);
    log.info(`demo data seeded. Sign in with password ${DEMO_PASSWORD}:\n${accounts.join('\n')}`);
  } else if (seeded.kind === 'first-admin' && seeded.mailed) {
    log.info('first administrator created; their set-up link was mailed to them');
  } else if (seeded.kind === 'first-admin') {
    // The one link ever logged: without it nobody could sign in (docs/decisions/152-secrets-stay-out-of-logs.md).
    log.warn({ link: seeded.link }, 'first administrator created but the mail could not be sent: pass them this set-up link');
  } else if (seeded.kind === 'empty') {
    log.warn('empty database and SEED=none without ADMIN_EMAIL: nobody can sign in yet');
  }
  if (config.redisUrl) log.info('REDIS_URL is set: notifications cross server instances through Redis pub/sub');
  if (!app.hasStaticShell) log.warn({ staticDir: config.staticDir }, 'no index.html in STATIC_DIR: serving the API only (run `npm run build` for the PWA)');

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`donor portal at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `The server cannot start: ${error.message}` : error);
  process.exit(1);
});
