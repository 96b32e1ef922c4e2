import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database, ProgramObjectiveTable } from '../../db/schema';

type Db = Kysely<Database>;
export type ProgramObjectiveRow = Selectable<ProgramObjectiveTable>;

export function listObjectives(db: Db, programId: number): Promise<ProgramObjectiveRow[]> {
  return db.selectFrom('program_objectives').selectAll().where('program_id', '=', programId).orderBy('created_at').orderBy('id').execute();
}

export function findObjective(db: Db, programId: number, id: number): Promise<ProgramObjectiveRow | undefined> {
  return db.selectFrom('program_objectives').selectAll().where('program_id', '=', programId).where('id', '=', id).executeTakeFirst();
}

export async function insertObjective(db: Db, programId: number, title: string): Promise<ProgramObjectiveRow> {
  return db.insertInto('program_objectives').values({ program_id: programId, title, created_at: nowIso() }).returningAll().executeTakeFirstOrThrow();
}

export async function renameObjective(db: Db, id: number, title: string): Promise<void> {
  await db.updateTable('program_objectives').set({ title }).where('id', '=', id).execute();
}

export async function deleteObjective(db: Db, id: number): Promise<void> {
  await db.deleteFrom('program_objectives').where('id', '=', id).execute();
}
