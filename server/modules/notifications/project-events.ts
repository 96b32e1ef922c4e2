import type { Notification, ProjectEventOperation } from '#contract/notifications';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { notify } from './service';

/**
 * A running project's events between the two sides (issue 14, docs/decisions/206-project-workspace.md), on entity
 * `project` with the project as parent_id, the installment or progress report as object_id and the staff side's page
 * (ProjectPage) the notification opens; the organisation's users open /partner/projects/{id}.
 */

type Db = PortalContext['db'];

type PartnerActor = { kind: 'partner'; id: number; donorId: number };

/** What the organisation does that staff hear of. */
export type ProjectEventForStaff = Extract<ProjectEventOperation, 'InstallmentRequest' | 'InstallmentReceive' | 'ProgressReportAdd'>;

/** What staff decide that the organisation hears of. */
export type ProjectEventForPartner = Extract<
  ProjectEventOperation,
  'InstallmentApprove' | 'InstallmentNegotiate' | 'InstallmentReject' | 'InstallmentTransfer' | 'ProgressReportAccept' | 'ProgressReportReturn'
>;

type EventPlace = { page: number; objectId: number };

/** An organisation's user asked for an installment, confirmed one received or uploaded a progress report: the people in charge hear of it. */
export function projectEventForStaff(
  trx: Db,
  partner: PartnerActor,
  project: { id: number; grantId: number; title: string; usersInCharge: readonly number[] },
  operation: ProjectEventForStaff,
  place: EventPlace,
): Promise<Notification[]> {
  return notify(trx, partner, {
    entity: 'project',
    operation,
    parentId: project.id,
    objectId: place.objectId,
    page: place.page,
    title: project.title,
    toast: true,
    recipients: [{ grant: project.grantId }, { users: project.usersInCharge }],
  });
}

/** Staff decided on an installment or a progress report, or transferred the money: the organisation's users hear of it. */
export function projectEventForPartner(
  trx: Db,
  staff: SignedInStaff,
  project: { id: number; title: string; ngoId: number },
  operation: ProjectEventForPartner,
  place: EventPlace,
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'project',
    operation,
    parentId: project.id,
    objectId: place.objectId,
    page: place.page,
    title: project.title,
    toast: true,
    recipients: [{ ngo: project.ngoId }],
  });
}
