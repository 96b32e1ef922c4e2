import type { Permission } from '#contract/enums';
import type { Paged, PagingQuery } from '#contract/paging';
import type { ROLE_SORT_COLUMNS, Role, RoleOption } from '#contract/roles';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { badRequest, notFound } from '../../platform/errors';
import { inTransaction } from '../../realtime/after-commit';
import { roleEvent } from '../notifications/events';
import {
  countLiveUsersWithRole,
  deleteRole,
  findRoleInDonor,
  findRoleWithCount,
  insertRole,
  listRoles,
  pageRoles,
  permissionsByRole,
  permissionsOfRole,
  renameRole,
  replacePermissions,
  type RoleWithCountRow,
} from './repository';
import { changingStaffAccess, refuseGivingBeyondOwn, refuseOwnRole } from './staff-access';

type Db = PortalContext['db'];

function toRole(row: RoleWithCountRow, permissions: Permission[]): Role {
  return { id: row.id, name: row.name, permissions, users_count: row.users_count, created_at: row.created_at };
}

export async function rolesPage(
  portal: PortalContext,
  staff: SignedInStaff,
  query: PagingQuery<(typeof ROLE_SORT_COLUMNS)[number]>,
): Promise<Paged<Role>> {
  const { total, rows } = await pageRoles(portal.db, staff.donorId, query);
  const permissions = await permissionsByRole(portal.db, rows.map((row) => row.id));
  return { total, data: rows.map((row) => toRole(row, permissions.get(row.id) ?? [])) };
}

export async function roleOptions(portal: PortalContext, staff: SignedInStaff): Promise<RoleOption[]> {
  return (await listRoles(portal.db, staff.donorId)).map((row) => ({ id: row.id, name: row.name }));
}

async function loadRole(db: Db, donorId: number, id: number): Promise<Role> {
  const row = await findRoleWithCount(db, donorId, id);
  if (!row) throw notFound('role');
  const permissions = await permissionsByRole(db, [id]);
  return toRole(row, permissions.get(id) ?? []);
}

export async function createRole(portal: PortalContext, staff: SignedInStaff, input: { name: string; permissions: Permission[] }): Promise<Role> {
  refuseGivingBeyondOwn(staff, input.permissions, [], 'permissions');
  return inTransaction(portal.db, async (trx) => {
    const id = await insertRole(trx, staff.donorId, input.name);
    await replacePermissions(trx, id, input.permissions);
    await roleEvent(trx, staff, { id, name: input.name }, 'Add');
    return loadRole(trx, staff.donorId, id);
  });
}

/**
 * Limited by docs/decisions/151-user-administration-limits.md: not the caller's own role, no permission the caller
 * lacks, and never away from the last active holder of a permission.
 */
export async function updateRole(
  portal: PortalContext,
  staff: SignedInStaff,
  id: number,
  input: { name: string; permissions: Permission[] },
): Promise<Role> {
  return inTransaction(portal.db, (trx) =>
    changingStaffAccess(trx, staff.donorId, async () => {
      if (!(await findRoleInDonor(trx, staff.donorId, id))) throw notFound('role');
      refuseOwnRole(staff, id);
      refuseGivingBeyondOwn(staff, input.permissions, await permissionsOfRole(trx, id), 'permissions');
      await renameRole(trx, id, input.name);
      await replacePermissions(trx, id, input.permissions);
      await roleEvent(trx, staff, { id, name: input.name }, 'Update');
      return loadRole(trx, staff.donorId, id);
    }),
  );
}

/** A role that users still hold is refused with the `related` message (spec section 8). */
export async function removeRole(portal: PortalContext, staff: SignedInStaff, id: number): Promise<{ id: number }> {
  return inTransaction(portal.db, async (trx) => {
    const role = await findRoleInDonor(trx, staff.donorId, id);
    if (!role) throw notFound('role');
    if ((await countLiveUsersWithRole(trx, id)) > 0) throw badRequest('related');
    await deleteRole(trx, id);
    await roleEvent(trx, staff, role, 'Delete');
    return { id };
  });
}
