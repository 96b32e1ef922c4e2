import type { Kysely } from 'kysely';
import { PERMISSIONS, type Permission } from '#contract/enums';
import type { Database } from '../../db/schema';
import type { SignedInStaff } from '../../platform/app-context';
import { badRequest, fieldError } from '../../platform/errors';

/**
 * The rules of user administration (docs/decisions/151-user-administration-limits.md): manage_users lets a user
 * run the staff list, not raise themselves or anyone else above their own permissions, and never leave the funder
 * without an active holder of a permission.
 */

type Db = Kysely<Database>;

/** The permissions that at least one active (signed-up, not removed) user of the funder holds through their role. */
export async function permissionsHeldByActiveUsers(db: Db, donorId: number): Promise<Set<Permission>> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'users.role_id')
    .select('role_permissions.permission')
    .distinct()
    .where('users.donor_id', '=', donorId)
    .where('users.deleted_at', 'is', null)
    .where('users.active', '=', 1)
    .execute();
  const held = new Set(rows.map((row) => row.permission));
  return new Set(PERMISSIONS.filter((permission) => held.has(permission)));
}

/**
 * Runs a change to who holds what, inside the caller's transaction: one at a time per funder (the no-op write on
 * the funder's row is a lock on PostgreSQL and makes SQLite's transaction a writer at once), and refused, rolled
 * back whole, when it leaves a permission that an active user held before without any active holder.
 */
export async function changingStaffAccess<Result>(trx: Db, donorId: number, change: () => Promise<Result>): Promise<Result> {
  await trx
    .updateTable('donors')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', donorId)
    .execute();
  const before = await permissionsHeldByActiveUsers(trx, donorId);
  const result = await change();
  const after = await permissionsHeldByActiveUsers(trx, donorId);
  const lost = PERMISSIONS.find((permission) => before.has(permission) && !after.has(permission));
  if (lost) throw badRequest('lastHolder', { permission: lost });
  return result;
}

/**
 * Giving permissions (to a role, or to a user through the role they are given) is limited to those the caller
 * holds. `already` are the permissions the role or user had: keeping them is not giving them.
 */
export function refuseGivingBeyondOwn(staff: SignedInStaff, given: readonly Permission[], already: readonly Permission[], field: string): void {
  const beyond = given.find((permission) => !already.includes(permission) && !staff.permissions.includes(permission));
  if (beyond) throw fieldError(field, 'permissionNotHeld', { permission: beyond });
}

/** A user cannot change the role they hold: it would change their own permissions. */
export function refuseOwnRole(staff: SignedInStaff, roleId: number): void {
  if (staff.roleId === roleId) throw badRequest('ownRole');
}
