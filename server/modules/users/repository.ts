import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { PagingQuery } from '#contract/paging';
import type { USER_SORT_COLUMNS } from '#contract/users';
import { nowIso, toCount } from '../../db/database';
import type { Database, UserTable } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';

export type UserRow = Selectable<UserTable>;
export type UserWithRoleRow = UserRow & { role_name: string | null };

type Db = Kysely<Database>;

/** "Live" users are those not removed; removed rows stay for the history that points at them. */
export function findLiveUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * The address's signed-up account if it has one, else its oldest pending invitation: an address may be invited by
 * several funders but signs up with one (docs/decisions/155-invitations-of-addresses-with-an-account.md).
 */
export function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .orderBy('active', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export function findLiveUserInDonorByEmail(db: Db, donorId: number, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('donor_id', '=', donorId)
    .where('email', '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function hasSignedUpAccount(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

function usersWithRole(db: Db, donorId: number) {
  return db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select('roles.name as role_name')
    .where('users.donor_id', '=', donorId)
    .where('users.deleted_at', 'is', null);
}

export function findUserInDonor(db: Db, donorId: number, id: number): Promise<UserWithRoleRow | undefined> {
  return usersWithRole(db, donorId).where('users.id', '=', id).executeTakeFirst();
}

const SORT_COLUMN = { created_at: 'users.created_at', name: 'users.name', email: 'users.email' } as const;

export async function pageUsers(
  db: Db,
  donorId: number,
  query: PagingQuery<(typeof USER_SORT_COLUMNS)[number]>,
): Promise<{ total: number; rows: UserWithRoleRow[] }> {
  const pattern = query.search ? searchPattern(query.search) : null;
  const filtered = <Q extends ReturnType<typeof usersWithRole>>(builder: Q) =>
    pattern ? builder.where((eb) => matchesSearch(eb, ['users.name', 'users.email'], pattern)) : builder;
  const direction = query.is_desc ? 'desc' : 'asc';
  const rows = await filtered(usersWithRole(db, donorId))
    .orderBy(SORT_COLUMN[query.order_by], direction)
    .orderBy('users.id', direction)
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute();
  let counter = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('users.donor_id', '=', donorId)
    .where('users.deleted_at', 'is', null);
  if (pattern) {
    counter = counter.where((eb) => matchesSearch(eb, ['users.name', 'users.email'], pattern));
  }
  const count = await counter.executeTakeFirst();
  return { total: toCount(count?.total), rows };
}

export function listActiveUsers(db: Db, donorId: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('donor_id', '=', donorId)
    .where('deleted_at', 'is', null)
    .where('active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function insertUser(db: Db, values: Omit<Insertable<UserTable>, 'created_at'>): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...values, email: values.email.toLowerCase(), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, patch: Updateable<UserTable>): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/** A new password: the old hash and every token issued before it stop working. */
export async function setPassword(db: Db, id: number, passwordHash: string, activate: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      ...(activate ? { active: 1 } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function removeUser(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ deleted_at: nowIso(), role_id: null, active: 0 }).where('id', '=', id).execute();
}
