import type { CurrentUser } from '#contract/auth';
import type { Paged, PagingQuery } from '#contract/paging';
import type { USER_SORT_COLUMNS, User, UserOption } from '#contract/users';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { badRequest, fieldError, notFound, unauthorized } from '../../platform/errors';
import { discardImage, imageUrl, storeImage, type ImageUpload } from '../../platform/images';
import { endLiveSessions } from '../auth/service';
import { findDonor } from '../donor/repository';
import { findRoleInDonor, permissionsOfRole } from '../roles/repository';
import { changingStaffAccess, refuseGivingBeyondOwn } from '../roles/staff-access';
import {
  findLiveUserById,
  findUserInDonor,
  listActiveUsers,
  pageUsers,
  removeUser,
  updateUser,
  type UserRow,
  type UserWithRoleRow,
} from './repository';

export function toUser(row: UserWithRoleRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image: imageUrl(row.image),
    role_id: row.role_id,
    role_name: row.role_name,
    // The first admin of a funder was created by no one; they count as their own admin.
    admin_id: row.created_by ?? row.id,
    active: row.active === 1,
    created_at: row.created_at,
  };
}

function toUserOption(row: UserRow): UserOption {
  return { id: row.id, name: row.name, email: row.email, image: imageUrl(row.image) };
}

export async function currentUser(portal: PortalContext, staff: SignedInStaff): Promise<CurrentUser> {
  const [user, donor] = await Promise.all([findUserInDonor(portal.db, staff.donorId, staff.id), findDonor(portal.db, staff.donorId)]);
  if (!user || !donor) throw unauthorized();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: imageUrl(user.image),
    role_id: user.role_id,
    role_name: user.role_name,
    donor_id: donor.id,
    donor_name: donor.name,
    permissions: staff.permissions,
  };
}

export async function updateProfile(portal: PortalContext, staff: SignedInStaff, patch: { name: string; phone?: string | undefined }): Promise<CurrentUser> {
  await updateUser(portal.db, staff.id, { name: patch.name, ...(patch.phone !== undefined ? { phone: patch.phone || null } : {}) });
  return currentUser(portal, staff);
}

/** The signed-in user's own image, staff or partner: it reads and writes only their own row. */
export async function setProfileImage(portal: PortalContext, account: { id: number }, upload: ImageUpload): Promise<{ image: string }> {
  const previous = await findLiveUserById(portal.db, account.id);
  const name = await storeImage(portal.files, portal.db, upload);
  await updateUser(portal.db, account.id, { image: name });
  await discardImage(portal.files, portal.db, previous?.image ?? null);
  return { image: imageUrl(name) ?? '' };
}

export async function usersPage(
  portal: PortalContext,
  staff: SignedInStaff,
  query: PagingQuery<(typeof USER_SORT_COLUMNS)[number]>,
): Promise<Paged<User>> {
  const { total, rows } = await pageUsers(portal.db, staff.donorId, query);
  return { total, data: rows.map(toUser) };
}

export async function userOptions(portal: PortalContext, staff: SignedInStaff): Promise<UserOption[]> {
  return (await listActiveUsers(portal.db, staff.donorId)).map(toUserOption);
}

/** Limited like role changes (docs/decisions/151-user-administration-limits.md): never oneself, nothing beyond one's own. */
export async function changeUserRole(portal: PortalContext, staff: SignedInStaff, userId: number, roleId: number): Promise<User> {
  return portal.db.transaction().execute((trx) =>
    changingStaffAccess(trx, staff.donorId, async () => {
      const user = await findUserInDonor(trx, staff.donorId, userId);
      if (!user) throw notFound('user');
      if (user.id === staff.id) throw badRequest('cannotRemoveSelf');
      if (!(await findRoleInDonor(trx, staff.donorId, roleId))) throw fieldError('role_id', 'invalid');
      const had = user.role_id === null ? [] : await permissionsOfRole(trx, user.role_id);
      refuseGivingBeyondOwn(staff, await permissionsOfRole(trx, roleId), had, 'role_id');
      await updateUser(trx, user.id, { role_id: roleId });
      const updated = await findUserInDonor(trx, staff.donorId, userId);
      if (!updated) throw notFound('user');
      return toUser(updated);
    }),
  );
}

export async function deleteUser(portal: PortalContext, staff: SignedInStaff, userId: number): Promise<{ id: number }> {
  const removed = await portal.db.transaction().execute((trx) =>
    changingStaffAccess(trx, staff.donorId, async () => {
      const user = await findUserInDonor(trx, staff.donorId, userId);
      if (!user) throw notFound('user');
      if (user.id === staff.id) throw badRequest('cannotRemoveSelf');
      await removeUser(trx, user.id);
      return { id: user.id };
    }),
  );
  endLiveSessions(portal, removed.id);
  return removed;
}
