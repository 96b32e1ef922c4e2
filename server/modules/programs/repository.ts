import type { Kysely, Selectable } from 'kysely';
import type { PagingQuery } from '#contract/paging';
import type { PROGRAM_SORT_COLUMNS } from '#contract/programs';
import { nowIso, toCount } from '../../db/database';
import type { Database, ProgramTable } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';

type Db = Kysely<Database>;
export type ProgramRow = Selectable<ProgramTable>;
export type ProgramDetailRow = ProgramRow & { manager_name: string | null; objectives_count: number };
export type UserInChargeRow = { program_id: number; user_id: number; name: string; is_manager: number };

function programsWithDetails(db: Db, donorId: number) {
  return db
    .selectFrom('programs')
    .leftJoin('users as manager', 'manager.id', 'programs.manager_id')
    .selectAll('programs')
    .select('manager.name as manager_name')
    .select((eb) =>
      eb
        .selectFrom('program_objectives')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('program_objectives.program_id', '=', 'programs.id')
        .as('objectives_count'),
    )
    .where('programs.donor_id', '=', donorId);
}

type DetailQuery = ReturnType<typeof programsWithDetails>;

function withCount<Row extends { objectives_count: string | number | null }>(row: Row): Row & { objectives_count: number } {
  return { ...row, objectives_count: toCount(row.objectives_count) };
}

const SORT_COLUMN = { created_at: 'programs.created_at', title: 'programs.title' } as const;

/** Search matches the title or the reference, whatever the letter case. */
export async function pagePrograms(
  db: Db,
  donorId: number,
  query: PagingQuery<(typeof PROGRAM_SORT_COLUMNS)[number]>,
): Promise<{ total: number; rows: ProgramDetailRow[] }> {
  const pattern = query.search ? searchPattern(query.search) : null;
  const searched = <Q extends DetailQuery>(builder: Q): Q =>
    pattern
      ? (builder.where((eb) => matchesSearch(eb, ['programs.title', 'programs.reference_id'], pattern)) as Q)
      : builder;
  const direction = query.is_desc ? 'desc' : 'asc';
  const rows = await searched(programsWithDetails(db, donorId))
    .orderBy(SORT_COLUMN[query.order_by], direction)
    .orderBy('programs.id', direction)
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute();
  let counter = db
    .selectFrom('programs')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('donor_id', '=', donorId);
  if (pattern) {
    counter = counter.where((eb) => matchesSearch(eb, ['title', 'reference_id'], pattern));
  }
  const count = await counter.executeTakeFirst();
  return { total: toCount(count?.total), rows: rows.map(withCount) };
}

export async function findProgramWithDetails(db: Db, donorId: number, id: number): Promise<ProgramDetailRow | undefined> {
  const row = await programsWithDetails(db, donorId).where('programs.id', '=', id).executeTakeFirst();
  return row ? withCount(row) : undefined;
}

export function findProgramInDonor(db: Db, donorId: number, id: number): Promise<ProgramRow | undefined> {
  return db.selectFrom('programs').selectAll().where('donor_id', '=', donorId).where('id', '=', id).executeTakeFirst();
}

export type ProgramValues = { title: string; reference_id: string | null; manager_id: number | null; strategic: boolean };

export async function insertProgram(db: Db, donorId: number, createdBy: number, values: ProgramValues): Promise<number> {
  const row = await db
    .insertInto('programs')
    .values({ donor_id: donorId, ...values, strategic: values.strategic ? 1 : 0, created_by: createdBy, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProgram(db: Db, id: number, values: ProgramValues): Promise<void> {
  await db
    .updateTable('programs')
    .set({ ...values, strategic: values.strategic ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Users in charge and objectives go with it (on delete cascade). */
export async function deleteProgram(db: Db, id: number): Promise<void> {
  await db.deleteFrom('programs').where('id', '=', id).execute();
}

/** Only users still on the staff are shown; a removed user's link stays for the record. */
export async function usersInChargeByProgram(db: Db, programIds: readonly number[]): Promise<Map<number, UserInChargeRow[]>> {
  const map = new Map<number, UserInChargeRow[]>(programIds.map((id) => [id, []]));
  if (!programIds.length) return map;
  const rows = await db
    .selectFrom('program_users_in_charge as link')
    .innerJoin('users', 'users.id', 'link.user_id')
    .select(['link.program_id', 'link.user_id', 'users.name', 'link.is_manager'])
    .where('link.program_id', 'in', [...programIds])
    .where('users.deleted_at', 'is', null)
    .orderBy('link.is_manager', 'desc')
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  for (const row of rows) map.get(row.program_id)?.push(row);
  return map;
}

export async function replaceUsersInCharge(db: Db, programId: number, users: readonly { userId: number; isManager: boolean }[]): Promise<void> {
  await db.deleteFrom('program_users_in_charge').where('program_id', '=', programId).execute();
  if (users.length) {
    await db
      .insertInto('program_users_in_charge')
      .values(users.map((user) => ({ program_id: programId, user_id: user.userId, is_manager: user.isManager ? 1 : 0 })))
      .execute();
  }
}

export async function addUserInCharge(db: Db, programId: number, userId: number, isManager: boolean): Promise<void> {
  const existing = await db
    .selectFrom('program_users_in_charge')
    .select('is_manager')
    .where('program_id', '=', programId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!existing) {
    await db.insertInto('program_users_in_charge').values({ program_id: programId, user_id: userId, is_manager: isManager ? 1 : 0 }).execute();
  } else if (isManager && existing.is_manager !== 1) {
    await db.updateTable('program_users_in_charge').set({ is_manager: 1 }).where('program_id', '=', programId).where('user_id', '=', userId).execute();
  }
}

/** Of the given ids, those of the funder's live, active users (invited users have not joined yet). */
export async function activeUserIdsInDonor(db: Db, donorId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('donor_id', '=', donorId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .where('active', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}
