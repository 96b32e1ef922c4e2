import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { fileStorageFor } from '../../platform/file-storage';
import type { Mailer } from '../../platform/mail';
import type { Database } from '../schema';
import { seedDemoProgramDetails } from './demo-program-details';
import { seedDemoProgramFrameworks } from './program-framework-data';
import { seedDemoData } from './demo-seed';
import { seedDemoGrants } from './grants-data';
import { createFirstAdmin } from './first-admin';
import { seedDemoProjectTracking } from './project-tracking-data';
import { seedDemoProposals } from './proposals-data';
import { seedReferenceData } from './reference-data';
import { seedDemoStories } from './stories-data';

export type SeedOutcome = { kind: 'existing' } | { kind: 'demo' } | { kind: 'first-admin'; link: string; mailed: boolean } | { kind: 'empty' };

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const donor = await db.selectFrom('donors').select('id').limit(1).executeTakeFirst();
  return donor === undefined;
}

/** Seeds only an empty database, so restarting never touches real data. */
export async function seedOnFirstStart(
  db: Kysely<Database>,
  config: Pick<Config, 'seed' | 'bootstrapAdmin' | 'publicUrl' | 'dataDir' | 'databaseUrl'>,
  mailer: Mailer,
): Promise<SeedOutcome> {
  if (!(await isEmpty(db))) return { kind: 'existing' };
  const hasReferenceData = await db.selectFrom('currencies').select('id').limit(1).executeTakeFirst();
  if (!hasReferenceData) await seedReferenceData(db);
  if (config.seed === 'demo') {
    await seedDemoData(db);
    await seedDemoProgramDetails(db);
    await seedDemoProgramFrameworks(db);
    await seedDemoGrants(db);
    // The demo's documents go where the app keeps uploads (the data folder, or the database on PostgreSQL).
    const files = fileStorageFor(config);
    await seedDemoProposals(db, files);
    await seedDemoProjectTracking(db, files);
    // After the monthly reports: stories attach to approved months.
    await db.transaction().execute((trx) => seedDemoStories(trx, files));
    return { kind: 'demo' };
  }
  if (config.bootstrapAdmin) {
    const { link, mailed } = await createFirstAdmin(db, mailer, { ...config.bootstrapAdmin, publicUrl: config.publicUrl });
    return { kind: 'first-admin', link, mailed };
  }
  return { kind: 'empty' };
}
