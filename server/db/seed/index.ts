import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
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

export type SeedOutcome = { kind: 'existing' } | { kind: 'demo' } | { kind: 'first-admin'; link: string; mailed: boolean } | { kind: 'empty' };

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const donor = await db.selectFrom('donors').select('id').limit(1).executeTakeFirst();
  return donor === undefined;
}

/** Seeds only an empty database, so restarting never touches real data. */
export async function seedOnFirstStart(
  db: Kysely<Database>,
  config: Pick<Config, 'seed' | 'bootstrapAdmin' | 'publicUrl' | 'dataDir'>,
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
    // Uploaded files live in DATA_DIR/files (server/app.ts); the demo's documents go there too.
    await seedDemoProposals(db, join(config.dataDir, 'files'));
    await seedDemoProjectTracking(db, join(config.dataDir, 'files'));
    return { kind: 'demo' };
  }
  if (config.bootstrapAdmin) {
    const { link, mailed } = await createFirstAdmin(db, mailer, { ...config.bootstrapAdmin, publicUrl: config.publicUrl });
    return { kind: 'first-admin', link, mailed };
  }
  return { kind: 'empty' };
}
