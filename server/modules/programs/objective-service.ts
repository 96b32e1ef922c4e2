import type { ProgramObjective } from '#contract/programs';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { badRequest, notFound } from '../../platform/errors';
import { isReferenced } from '../program-framework/framework-actions';
import { touchFrameworkVersion } from '../program-framework/repository';
import { isForeignKeyViolation } from '../reference/grant-links';
import { deleteObjective, findObjective, insertObjective, listObjectives, renameObjective, type ProgramObjectiveRow } from './objective-repository';
import { findProgramInDonor } from './repository';

type Db = PortalContext['db'];

function toObjective(row: ProgramObjectiveRow): ProgramObjective {
  return { id: row.id, title: row.title, program_id: row.program_id, created_at: row.created_at };
}

/** Another funder's program answers 404, like a missing one. */
async function requireProgram(db: Db, donorId: number, programId: number): Promise<void> {
  if (!(await findProgramInDonor(db, donorId, programId))) throw notFound('program');
}

async function requireObjective(db: Db, programId: number, id: number): Promise<ProgramObjectiveRow> {
  const objective = await findObjective(db, programId, id);
  if (!objective) throw notFound('objective');
  return objective;
}

export async function programObjectives(portal: PortalContext, staff: SignedInStaff, programId: number): Promise<ProgramObjective[]> {
  await requireProgram(portal.db, staff.donorId, programId);
  return (await listObjectives(portal.db, programId)).map(toObjective);
}

export function addProgramObjective(portal: PortalContext, staff: SignedInStaff, programId: number, input: { title: string }): Promise<ProgramObjective> {
  return portal.db.transaction().execute(async (trx) => {
    await requireProgram(trx, staff.donorId, programId);
    await touchFrameworkVersion(trx, programId);
    return toObjective(await insertObjective(trx, programId, input.title));
  });
}

export function changeProgramObjective(
  portal: PortalContext,
  staff: SignedInStaff,
  programId: number,
  id: number,
  input: { title: string },
): Promise<ProgramObjective> {
  return portal.db.transaction().execute(async (trx) => {
    await requireProgram(trx, staff.donorId, programId);
    await requireObjective(trx, programId, id);
    await renameObjective(trx, id, input.title);
    await touchFrameworkVersion(trx, programId);
    return toObjective(await requireObjective(trx, programId, id));
  });
}

/**
 * An objective that grants, proposals or the program's outcomes refer to is refused with the `related` message, like
 * the program itself (the same rule as the results framework's, server/modules/program-framework).
 */
export async function removeProgramObjective(portal: PortalContext, staff: SignedInStaff, programId: number, id: number): Promise<{ id: number }> {
  try {
    return await portal.db.transaction().execute(async (trx) => {
      await requireProgram(trx, staff.donorId, programId);
      await requireObjective(trx, programId, id);
      if (await isReferenced(trx, staff.donorId, programId, 'objective', id)) throw badRequest('related');
      await deleteObjective(trx, id);
      await touchFrameworkVersion(trx, programId);
      return { id };
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? badRequest('related') : error;
  }
}
