import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { FrameworkKind } from '#contract/program-framework';
import { toCount } from '../../db/database';
import type { ProgramFrameworkItemTable } from '../../db/program-framework-schema';
import type { Database } from '../../db/schema';
import { submittedToFunder } from '../proposals/repository';

type Db = Kysely<Database>;
export type ItemRow = Selectable<ProgramFrameworkItemTable>;
export type ItemValues = Omit<Insertable<ProgramFrameworkItemTable>, 'id' | 'program_id' | 'kind' | 'created_by' | 'created_at' | 'updated_at'>;
export type ObjectiveRow = Selectable<Database['program_objectives']>;
export type ObjectiveValues = { code: string | null; title: string; description: string | null };

/** The kinds stored in program_framework_items; objectives keep their own table (migration 002). */
export type ItemKind = Exclude<FrameworkKind, 'objective'>;

/* ---------------------------------------------------------------- the framework's version */

/** The funder's program whose framework is read or changed; undefined for a missing or another funder's program. */
export function findFrameworkProgram(db: Db, donorId: number, programId: number) {
  return db
    .selectFrom('programs')
    .select(['id', 'title', 'framework_version'])
    .where('donor_id', '=', donorId)
    .where('id', '=', programId)
    .executeTakeFirst();
}

export async function frameworkVersion(db: Db, programId: number): Promise<number> {
  const row = await db.selectFrom('programs').select('framework_version').where('id', '=', programId).executeTakeFirstOrThrow();
  return row.framework_version;
}

/** Moves the version on only if nobody else did since `seen`: false means the change is based on an old framework. */
export async function bumpFrameworkVersion(db: Db, programId: number, seen: number): Promise<boolean> {
  const result = await db
    .updateTable('programs')
    .set({ framework_version: seen + 1 })
    .where('id', '=', programId)
    .where('framework_version', '=', seen)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** For changes made outside the framework's actions (the overview's objective section): the version moves regardless. */
export async function touchFrameworkVersion(db: Db, programId: number): Promise<void> {
  await db
    .updateTable('programs')
    .set({ framework_version: sql<number>`framework_version + 1` })
    .where('id', '=', programId)
    .execute();
}

/* ---------------------------------------------------------------- objectives */

export function listObjectiveRows(db: Db, programId: number): Promise<ObjectiveRow[]> {
  return db.selectFrom('program_objectives').selectAll().where('program_id', '=', programId).orderBy('created_at').orderBy('id').execute();
}

export function findObjectiveRow(db: Db, programId: number, id: number): Promise<ObjectiveRow | undefined> {
  return db.selectFrom('program_objectives').selectAll().where('program_id', '=', programId).where('id', '=', id).executeTakeFirst();
}

export async function insertObjectiveRow(db: Db, programId: number, values: ObjectiveValues, now: string): Promise<number> {
  const row = await db
    .insertInto('program_objectives')
    .values({ program_id: programId, ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateObjectiveRow(db: Db, id: number, values: ObjectiveValues, now: string): Promise<void> {
  await db
    .updateTable('program_objectives')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteObjectiveRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('program_objectives').where('id', '=', id).execute();
}

/* ---------------------------------------------------------------- the other kinds */

export function listItemRows(db: Db, programId: number, kind: ItemKind): Promise<ItemRow[]> {
  return db.selectFrom('program_framework_items').selectAll().where('program_id', '=', programId).where('kind', '=', kind).orderBy('id').execute();
}

export function findItemRow(db: Db, programId: number, kind: ItemKind, id: number): Promise<ItemRow | undefined> {
  return db
    .selectFrom('program_framework_items')
    .selectAll()
    .where('program_id', '=', programId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An item of the program whatever its kind (an indicator's result may be an outcome or an output). */
export function findAnyItemRow(db: Db, programId: number, id: number): Promise<ItemRow | undefined> {
  return db.selectFrom('program_framework_items').selectAll().where('program_id', '=', programId).where('id', '=', id).executeTakeFirst();
}

export async function insertItemRow(
  db: Db,
  item: { programId: number; kind: ItemKind; createdBy: number; now: string },
  values: ItemValues,
): Promise<number> {
  const row = await db
    .insertInto('program_framework_items')
    .values({ ...values, program_id: item.programId, kind: item.kind, created_by: item.createdBy, created_at: item.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItemRow(db: Db, id: number, values: Updateable<ProgramFrameworkItemTable>, now: string): Promise<void> {
  await db
    .updateTable('program_framework_items')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteItemRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('program_framework_items').where('id', '=', id).execute();
}

/** Whether another item of the same kind in the program already has this reference code (letter case ignored). */
export async function isCodeTaken(db: Db, programId: number, kind: FrameworkKind, code: string, exceptId: number | null): Promise<boolean> {
  const lowered = code.toLowerCase();
  if (kind === 'objective') {
    const rows = await db.selectFrom('program_objectives').select(['id', 'code']).where('program_id', '=', programId).where('code', 'is not', null).execute();
    return rows.some((row) => row.id !== exceptId && row.code?.toLowerCase() === lowered);
  }
  const rows = await db
    .selectFrom('program_framework_items')
    .select(['id', 'code'])
    .where('program_id', '=', programId)
    .where('kind', '=', kind)
    .where('code', 'is not', null)
    .execute();
  return rows.some((row) => row.id !== exceptId && row.code?.toLowerCase() === lowered);
}

/* ---------------------------------------------------------------- what points at what */

/** How many items of each kind hang under each item (parent_id), how many indicators use each verification method. */
export type DependentCounts = {
  children: Map<number, Partial<Record<ItemKind, number>>>;
  verifications: Map<number, number>;
  outcomesByObjective: Map<number, number>;
};

export async function dependentCounts(db: Db, programId: number): Promise<DependentCounts> {
  const [children, verifications, outcomes] = await Promise.all([
    db
      .selectFrom('program_framework_items')
      .select(['parent_id', 'kind', db.fn.countAll<number | string>().as('n')])
      .where('program_id', '=', programId)
      .where('parent_id', 'is not', null)
      .groupBy(['parent_id', 'kind'])
      .execute(),
    db
      .selectFrom('program_framework_items')
      .select(['verification_method_id', db.fn.countAll<number | string>().as('n')])
      .where('program_id', '=', programId)
      .where('verification_method_id', 'is not', null)
      .groupBy('verification_method_id')
      .execute(),
    db
      .selectFrom('program_framework_items')
      .select(['objective_id', db.fn.countAll<number | string>().as('n')])
      .where('program_id', '=', programId)
      .where('objective_id', 'is not', null)
      .groupBy('objective_id')
      .execute(),
  ]);
  const counts: DependentCounts = { children: new Map(), verifications: new Map(), outcomesByObjective: new Map() };
  for (const row of children) {
    if (row.parent_id === null) continue;
    const entry = counts.children.get(row.parent_id) ?? {};
    entry[row.kind as ItemKind] = toCount(row.n);
    counts.children.set(row.parent_id, entry);
  }
  for (const row of verifications) if (row.verification_method_id !== null) counts.verifications.set(row.verification_method_id, toCount(row.n));
  for (const row of outcomes) if (row.objective_id !== null) counts.outcomesByObjective.set(row.objective_id, toCount(row.n));
  return counts;
}

/** The logical frameworks of the funder's proposals under grants that target the program, with their project if any. */
export function logicalFrameworksForProgram(db: Db, donorId: number, programId: number) {
  return db
    .selectFrom('proposal_sections')
    .innerJoin('proposals', 'proposals.id', 'proposal_sections.proposal_id')
    .leftJoin('projects', 'projects.proposal_id', 'proposals.id')
    .select(['proposals.id as proposal_id', 'proposals.title', 'proposals.code', 'projects.id as project_id', 'proposal_sections.content'])
    .where('proposal_sections.name', '=', 'LogicalFramework')
    .where('proposals.donor_id', '=', donorId)
    .where(submittedToFunder)
    .where('proposals.grant_id', 'in', (query) => query.selectFrom('grant_programs').select('grant_id').where('program_id', '=', programId))
    .orderBy('proposals.id')
    .execute();
}
