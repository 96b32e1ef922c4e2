import { HandledStatus } from '#contract/errors';
import type { ProposalStatus } from '#contract/enums';
import type { Project } from '#contract/projects';
import { isInChargeOfProposal, type Proposal } from '#contract/proposals';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { ApiError } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { projectEvent } from '../notifications/events';
import { loadProject } from '../projects/service';
import { loadProposal } from '../proposals/service';
import { bumpProject } from './tracking-repository';

/**
 * Who may change a project, in the order a client can act on (as for grants and proposals): not the funder's (404),
 * not in charge of its proposal or grant (403 notInCharge), based on an old version (412 with the project as it is),
 * wrong state (409). manage_grants is checked by the route (403 before anything).
 */

type Db = PortalContext['db'];

export type ProjectChangeChecks = {
  /** The If-Match of the request; additions that do not change the project itself (progress reports) pass none. */
  action?: ActionRequest;
  allowedIn?: (status: ProposalStatus) => boolean;
};

export type ProjectInCharge = { project: Project; proposal: Proposal };

export async function projectForChange(trx: Db, staff: SignedInStaff, id: number, checks: ProjectChangeChecks = {}): Promise<ProjectInCharge> {
  const project = await loadProject(trx, staff.donorId, id);
  const proposal = await loadProposal(trx, staff.donorId, project.proposal_id);
  if (!isInChargeOfProposal(proposal, staff.id)) throw new ApiError(HandledStatus.Forbidden, 'notInCharge', { field: 'project' });
  const ifMatch = checks.action?.ifMatch ?? null;
  if (ifMatch !== null && ifMatch !== project.version) throw new StaleVersionError(project, 'project');
  if (checks.allowedIn && !checks.allowedIn(project.status)) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'project' });
  return { project, proposal };
}

/** Bumps the project's version, only if nobody else did meanwhile (else 412 with the project as it is now). */
export async function commitProjectVersion(trx: Db, staff: SignedInStaff, project: Project): Promise<void> {
  if (!(await bumpProject(trx, project.id, project.version)))
    throw new StaleVersionError(await loadProject(trx, staff.donorId, project.id), 'project');
}

type ProjectChange = { page: number; details: Record<string, unknown>; objectId?: number };

/**
 * Audits a change of a project and tells its people in charge (the proposal's and the grant's users in charge),
 * never the actor. The operation is Update for every follow-up change: the notification then reads "updated the
 * project" and opens the page that changed (`page`, a ProjectPage).
 */
export async function recordProjectChange(
  trx: Db,
  staff: SignedInStaff,
  { project, proposal }: ProjectInCharge,
  change: ProjectChange,
): Promise<void> {
  await writeAudit(trx, {
    donorId: staff.donorId,
    userId: staff.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: change.details,
  });
  await projectEvent(
    trx,
    staff,
    { id: project.id, grantId: project.grant_id, title: project.title, usersInCharge: proposal.usersInCharge },
    'Update',
    {
      page: change.page,
      objectId: change.objectId,
    },
  );
}
