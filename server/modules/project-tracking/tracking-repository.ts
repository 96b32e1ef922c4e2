import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Bumps the version only if the project is still at the version the change was decided on (else false: 412). */
export async function bumpProject(db: Db, id: number, seenVersion: number): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set((eb) => ({ updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', seenVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
