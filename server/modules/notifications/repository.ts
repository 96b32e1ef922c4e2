import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Permission } from '#contract/enums';
import type { NotificationTable } from '../../db/notifications-schema';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
export type NotificationRow = Selectable<NotificationTable>;
export type NewNotification = Insertable<NotificationTable>;

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).returningAll().execute();
}

export async function pageNotifications(
  db: Db,
  userId: number,
  query: { page: number; rows: number; is_read?: boolean | undefined },
): Promise<{ total: number; rows: NotificationRow[] }> {
  let base = db.selectFrom('notifications').where('user_id', '=', userId);
  if (query.is_read !== undefined) base = base.where('is_read', '=', query.is_read ? 1 : 0);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute();
  return { total: Number(counted?.total ?? 0), rows };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function isNotificationOf(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Answers whether the notification exists and is the user's. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0).execute();
}

export async function actorName(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? '';
}

/** Of these users, the ones still active in the funder (a removed or disabled colleague is not notified). */
export async function activeUsersAmong(db: Db, donorId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('donor_id', '=', donorId)
    .where('id', 'in', ids)
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A grant's users in charge, managers included. */
export async function grantUserIds(db: Db, grantId: number): Promise<number[]> {
  const rows = await db.selectFrom('grant_users_in_charge').select('user_id').where('grant_id', '=', grantId).execute();
  return rows.map((row) => row.user_id);
}

/** A program's manager and users in charge. */
export async function programUserIds(db: Db, programId: number): Promise<number[]> {
  const manager = await db.selectFrom('programs').select('manager_id').where('id', '=', programId).executeTakeFirst();
  const rows = await db.selectFrom('program_users_in_charge').select('user_id').where('program_id', '=', programId).execute();
  return [...(manager?.manager_id ? [manager.manager_id] : []), ...rows.map((row) => row.user_id)];
}

/** The funder's users whose role grants the permission. */
export async function userIdsWithPermission(db: Db, donorId: number, permission: Permission): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'users.role_id')
    .select('users.id')
    .where('users.donor_id', '=', donorId)
    .where('role_permissions.permission', '=', permission)
    .execute();
  return rows.map((row) => row.id);
}

/** An organisation's active users (a partner event's recipients). */
export async function activePartnerUserIds(db: Db, ngoId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('ngo_id', '=', ngoId)
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
