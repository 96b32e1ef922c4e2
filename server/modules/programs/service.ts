import type { Paged, PagingQuery } from '#contract/paging';
import type { PROGRAM_SORT_COLUMNS, Program, UserInCharge } from '#contract/programs';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { countGrantLinks, GRANT_LINKS, isForeignKeyViolation, isLinked } from '../reference/grant-links';
import {
  activeUserIdsInDonor,
  addUserInCharge,
  deleteProgram,
  findProgramInDonor,
  findProgramWithDetails,
  insertProgram,
  pagePrograms,
  replaceUsersInCharge,
  updateProgram,
  usersInChargeByProgram,
  type ProgramDetailRow,
  type ProgramRow,
  type UserInChargeRow,
} from './repository';

type Db = PortalContext['db'];
type ProgramFields = { title: string; reference_id: string | null; manager_id?: number | null | undefined; strategic: boolean };

function toUserInCharge(row: UserInChargeRow): UserInCharge {
  return { admin_id: row.user_id, name: row.name, is_manager: row.is_manager === 1 };
}

async function toPrograms(db: Db, rows: ProgramDetailRow[]): Promise<Program[]> {
  const ids = rows.map((row) => row.id);
  const users = await usersInChargeByProgram(db, ids);
  const grants = await countGrantLinks(db, GRANT_LINKS.program, ids);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    reference_id: row.reference_id,
    manager_id: row.manager_id,
    manager_name: row.manager_name,
    strategic: row.strategic === 1,
    donor_id: row.donor_id,
    users: (users.get(row.id) ?? []).map(toUserInCharge),
    objectives_count: row.objectives_count,
    grants_count: grants.get(row.id) ?? 0,
    created_at: row.created_at,
  }));
}

export async function programsPage(
  portal: PortalContext,
  staff: SignedInStaff,
  query: PagingQuery<(typeof PROGRAM_SORT_COLUMNS)[number]>,
): Promise<Paged<Program>> {
  const { total, rows } = await pagePrograms(portal.db, staff.donorId, query);
  return { total, data: await toPrograms(portal.db, rows) };
}

async function loadProgram(db: Db, donorId: number, id: number): Promise<Program> {
  const row = await findProgramWithDetails(db, donorId, id);
  const [program] = row ? await toPrograms(db, [row]) : [];
  if (!program) throw notFound('program');
  return program;
}

export function programById(portal: PortalContext, staff: SignedInStaff, id: number): Promise<Program> {
  return loadProgram(portal.db, staff.donorId, id);
}

/** The manager is one of the funder's active users (spec section 3: manager_id, manager_name). */
async function checkedManager(db: Db, donorId: number, managerId: number | null | undefined): Promise<number | null> {
  if (managerId === null || managerId === undefined) return null;
  if (!(await activeUserIdsInDonor(db, donorId, [managerId])).has(managerId)) throw fieldError('manager_id', 'invalid');
  return managerId;
}

/**
 * The creator is in charge of the new program as a manager, and so is the program's manager when another user.
 * See docs/decisions/064-program-users-in-charge.md.
 */
export function createProgram(portal: PortalContext, staff: SignedInStaff, input: ProgramFields): Promise<Program> {
  return portal.db.transaction().execute(async (trx) => {
    const managerId = await checkedManager(trx, staff.donorId, input.manager_id);
    const id = await insertProgram(trx, staff.donorId, staff.id, { ...input, manager_id: managerId });
    await addUserInCharge(trx, id, staff.id, true);
    if (managerId !== null) await addUserInCharge(trx, id, managerId, true);
    return loadProgram(trx, staff.donorId, id);
  });
}

export function changeProgram(portal: PortalContext, staff: SignedInStaff, id: number, input: ProgramFields): Promise<Program> {
  return portal.db.transaction().execute(async (trx) => {
    if (!(await findProgramInDonor(trx, staff.donorId, id))) throw notFound('program');
    const managerId = await checkedManager(trx, staff.donorId, input.manager_id);
    await updateProgram(trx, id, { ...input, manager_id: managerId });
    if (managerId !== null) await addUserInCharge(trx, id, managerId, true);
    return loadProgram(trx, staff.donorId, id);
  });
}

/** A program that a grant targets is refused with the `related` message (spec section 8). */
export async function removeProgram(portal: PortalContext, staff: SignedInStaff, id: number): Promise<{ id: number }> {
  try {
    return await portal.db.transaction().execute(async (trx) => {
      if (!(await findProgramInDonor(trx, staff.donorId, id))) throw notFound('program');
      if (await isLinked(trx, GRANT_LINKS.program, id)) throw badRequest('related');
      await deleteProgram(trx, id);
      return { id };
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? badRequest('related') : error;
  }
}

async function programOrNotFound(db: Db, donorId: number, id: number): Promise<ProgramRow> {
  const program = await findProgramInDonor(db, donorId, id);
  if (!program) throw notFound('program');
  return program;
}

async function usersOf(db: Db, programId: number): Promise<UserInCharge[]> {
  return ((await usersInChargeByProgram(db, [programId])).get(programId) ?? []).map(toUserInCharge);
}

export async function programUsersInCharge(portal: PortalContext, staff: SignedInStaff, id: number): Promise<UserInCharge[]> {
  await programOrNotFound(portal.db, staff.donorId, id);
  return usersOf(portal.db, id);
}

/**
 * Replaces the whole list (spec section 5: at least one; the author cannot be removed). Every user must be an
 * active member of the funder's staff. A user listed twice is a manager if either entry says so.
 */
export function setProgramUsersInCharge(
  portal: PortalContext,
  staff: SignedInStaff,
  id: number,
  input: { users: { admin_id: number; is_manager: boolean }[] },
): Promise<UserInCharge[]> {
  return portal.db.transaction().execute(async (trx) => {
    const program = await programOrNotFound(trx, staff.donorId, id);
    const wanted = new Map<number, boolean>();
    for (const user of input.users) wanted.set(user.admin_id, (wanted.get(user.admin_id) ?? false) || user.is_manager);
    const active = await activeUserIdsInDonor(trx, staff.donorId, [...wanted.keys()]);
    if ([...wanted.keys()].some((userId) => !active.has(userId))) throw fieldError('users', 'invalid');
    const author = program.created_by;
    if (author !== null && !wanted.has(author) && (await activeUserIdsInDonor(trx, staff.donorId, [author])).has(author)) {
      throw fieldError('users', 'authorInCharge', { field: 'program' });
    }
    await replaceUsersInCharge(trx, id, [...wanted].map(([userId, isManager]) => ({ userId, isManager })));
    return usersOf(trx, id);
  });
}
