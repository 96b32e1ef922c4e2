import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';

/** A grant's terms: its objectives and the due diligences it requires of applicants. */

type Db = Kysely<Database>;

export function objectivesOfGrant(db: Db, grantId: number) {
  return db.selectFrom('grant_objectives').selectAll().where('grant_id', '=', grantId).orderBy('created_at').orderBy('id').execute();
}

/** The objectives of the programs a grant targets: by the grant's program order, then as each program lists them. */
export function programObjectivesOfGrant(db: Db, grantId: number) {
  return db
    .selectFrom('program_objectives')
    .innerJoin('grant_programs', 'grant_programs.program_id', 'program_objectives.program_id')
    .select(['program_objectives.id', 'program_objectives.title', 'program_objectives.program_id'])
    .where('grant_programs.grant_id', '=', grantId)
    .orderBy('grant_programs.id')
    .orderBy('program_objectives.created_at')
    .orderBy('program_objectives.id')
    .execute();
}

export function findObjective(db: Db, grantId: number, id: number) {
  return db.selectFrom('grant_objectives').selectAll().where('grant_id', '=', grantId).where('id', '=', id).executeTakeFirst();
}

export async function insertObjective(db: Db, grantId: number, title: string): Promise<number> {
  const row = await db
    .insertInto('grant_objectives')
    .values({ grant_id: grantId, title, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameObjective(db: Db, id: number, title: string): Promise<void> {
  await db.updateTable('grant_objectives').set({ title }).where('id', '=', id).execute();
}

export async function deleteObjective(db: Db, id: number): Promise<void> {
  await db.deleteFrom('grant_objectives').where('id', '=', id).execute();
}

export function dueDiligencesOfGrant(db: Db, grantId: number) {
  return db
    .selectFrom('grant_due_diligences')
    .innerJoin('due_diligence_types', 'due_diligence_types.id', 'grant_due_diligences.due_diligence_id')
    .select(['grant_due_diligences.id', 'grant_due_diligences.grant_id', 'grant_due_diligences.due_diligence_id', 'due_diligence_types.name'])
    .where('grant_due_diligences.grant_id', '=', grantId)
    .orderBy('grant_due_diligences.id')
    .execute();
}

export function findDueDiligenceLink(db: Db, grantId: number, id: number) {
  return db.selectFrom('grant_due_diligences').selectAll().where('grant_id', '=', grantId).where('id', '=', id).executeTakeFirst();
}

export async function isDueDiligenceRequired(db: Db, grantId: number, typeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('grant_due_diligences')
    .select('id')
    .where('grant_id', '=', grantId)
    .where('due_diligence_id', '=', typeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function dueDiligenceTypeOfDonor(db: Db, donorId: number, typeId: number): Promise<boolean> {
  const row = await db.selectFrom('due_diligence_types').select('id').where('donor_id', '=', donorId).where('id', '=', typeId).executeTakeFirst();
  return row !== undefined;
}

export async function insertDueDiligenceLink(db: Db, grantId: number, typeId: number): Promise<number> {
  const row = await db
    .insertInto('grant_due_diligences')
    .values({ grant_id: grantId, due_diligence_id: typeId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteDueDiligenceLink(db: Db, id: number): Promise<void> {
  await db.deleteFrom('grant_due_diligences').where('id', '=', id).execute();
}
