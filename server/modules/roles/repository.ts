import type { Kysely, Selectable } from 'kysely';
import { PERMISSIONS, type Permission } from '#contract/enums';
import type { PagingQuery } from '#contract/paging';
import type { ROLE_SORT_COLUMNS } from '#contract/roles';
import { nowIso, toCount } from '../../db/database';
import type { Database, RoleTable } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';

type Db = Kysely<Database>;
export type RoleRow = Selectable<RoleTable>;
export type RoleWithCountRow = RoleRow & { users_count: number };

function asPermission(value: string): Permission | null {
  return (PERMISSIONS as readonly string[]).includes(value) ? (value as Permission) : null;
}

export async function permissionsOfRole(db: Db, roleId: number): Promise<Permission[]> {
  const rows = await db.selectFrom('role_permissions').select('permission').where('role_id', '=', roleId).execute();
  return PERMISSIONS.filter((permission) => rows.some((row) => asPermission(row.permission) === permission));
}

export async function permissionsByRole(db: Db, roleIds: number[]): Promise<Map<number, Permission[]>> {
  const map = new Map<number, Permission[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return map;
  const rows = await db.selectFrom('role_permissions').selectAll().where('role_id', 'in', roleIds).execute();
  for (const row of rows) {
    const permission = asPermission(row.permission);
    if (permission) map.get(row.role_id)?.push(permission);
  }
  for (const [id, list] of map) map.set(id, PERMISSIONS.filter((p) => list.includes(p)));
  return map;
}

export function findRoleInDonor(db: Db, donorId: number, id: number): Promise<RoleRow | undefined> {
  return db.selectFrom('roles').selectAll().where('donor_id', '=', donorId).where('id', '=', id).executeTakeFirst();
}

function rolesWithCount(db: Db, donorId: number) {
  return db
    .selectFrom('roles')
    .selectAll('roles')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('users.role_id', '=', 'roles.id')
        .where('users.deleted_at', 'is', null)
        .as('users_count'),
    )
    .where('roles.donor_id', '=', donorId);
}

const SORT_COLUMN = { created_at: 'roles.created_at', name: 'roles.name' } as const;

export async function pageRoles(
  db: Db,
  donorId: number,
  query: PagingQuery<(typeof ROLE_SORT_COLUMNS)[number]>,
): Promise<{ total: number; rows: RoleWithCountRow[] }> {
  const pattern = query.search ? searchPattern(query.search) : null;
  let page = rolesWithCount(db, donorId);
  let counter = db.selectFrom('roles').select((eb) => eb.fn.countAll<string | number>().as('total')).where('donor_id', '=', donorId);
  if (pattern) {
    page = page.where((eb) => matchesSearch(eb, ['roles.name'], pattern));
    counter = counter.where((eb) => matchesSearch(eb, ['roles.name'], pattern));
  }
  const direction = query.is_desc ? 'desc' : 'asc';
  const rows = await page
    .orderBy(SORT_COLUMN[query.order_by], direction)
    .orderBy('roles.id', direction)
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute();
  const count = await counter.executeTakeFirst();
  return { total: toCount(count?.total), rows: rows.map((row) => ({ ...row, users_count: toCount(row.users_count) })) };
}

export async function findRoleWithCount(db: Db, donorId: number, id: number): Promise<RoleWithCountRow | undefined> {
  const row = await rolesWithCount(db, donorId).where('roles.id', '=', id).executeTakeFirst();
  return row ? { ...row, users_count: toCount(row.users_count) } : undefined;
}

export function listRoles(db: Db, donorId: number): Promise<RoleRow[]> {
  return db.selectFrom('roles').selectAll().where('donor_id', '=', donorId).orderBy('name').orderBy('id').execute();
}

export async function insertRole(db: Db, donorId: number, name: string): Promise<number> {
  const row = await db.insertInto('roles').values({ donor_id: donorId, name, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameRole(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('roles').set({ name }).where('id', '=', id).execute();
}

export async function replacePermissions(db: Db, roleId: number, permissions: readonly Permission[]): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  const unique = [...new Set(permissions)];
  if (unique.length) {
    await db.insertInto('role_permissions').values(unique.map((permission) => ({ role_id: roleId, permission }))).execute();
  }
}

export async function countLiveUsersWithRole(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role_id', '=', roleId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  // Removed users keep no role (removeUser clears it), so nothing else points at the role any more.
  await db.deleteFrom('roles').where('id', '=', id).execute();
}
