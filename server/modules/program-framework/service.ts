import type { FrameworkKind, FrameworkList } from '#contract/program-framework';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { loadItems } from './framework-items';
import { findFrameworkProgram } from './repository';

/** GET …/Framework/{Kind}: another funder's program answers 404, like a missing one. */
export async function frameworkList(portal: PortalContext, staff: SignedInStaff, programId: number, kind: FrameworkKind): Promise<FrameworkList<FrameworkKind>> {
  const program = await findFrameworkProgram(portal.db, staff.donorId, programId);
  if (!program) throw notFound('program');
  return { version: program.framework_version, items: await loadItems(portal.db, staff.donorId, programId, kind) };
}
