import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DonorTable } from '../../db/schema';

type Db = Kysely<Database>;
export type DonorRow = Selectable<DonorTable>;

export function findDonor(db: Db, id: number): Promise<DonorRow | undefined> {
  return db.selectFrom('donors').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateDonor(db: Db, id: number, patch: Updateable<DonorTable>): Promise<void> {
  await db.updateTable('donors').set(patch).where('id', '=', id).execute();
}
