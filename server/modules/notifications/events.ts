import type { Operation } from '#contract/enums';
import { ProposalPage } from '#contract/enums';
import type { Notification, NotificationEntity } from '#contract/notifications';
import { monthNumber } from '#contract/months';
import { FRAMEWORK_KIND_ENTITIES, type FrameworkKind } from '#contract/program-pages';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { notify } from './service';

/**
 * The domain events, one function each, called by the domain code inside its transaction (one line per change).
 * Recipients follow issue 5: the people in charge of the thing, or the funder's users who manage it, never the actor.
 * docs/decisions/114-events-and-recipients.md.
 */

type Db = PortalContext['db'];

/** Operations worth a toast: a change of state others must not miss. */
const TOAST_OPERATIONS: ReadonlySet<Operation> = new Set(['Publish', 'Draft', 'Delete', 'Close']);

type GrantSnapshot = { id: number; title: string; users_in_charge: readonly { admin_id: number }[] };

const ids = (users: readonly { admin_id: number }[] | undefined) => (users ?? []).map((user) => user.admin_id);

/**
 * A grant was added, changed, published, redrafted or deleted. `before` is the grant as it was, so users taken off
 * it (or all of them, for a delete) still hear of it.
 */
export function grantEvent(
  trx: Db,
  staff: SignedInStaff,
  grant: GrantSnapshot,
  operation: Operation,
  /** The part of the grant that changed, which the notification opens (its objectives or due diligences). */
  entity: Extract<NotificationEntity, 'grant' | 'grantObjective' | 'grantDueDiligence'> = 'grant',
  before: Pick<GrantSnapshot, 'users_in_charge'> | null = null,
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity,
    operation,
    parentId: grant.id,
    title: grant.title,
    toast: TOAST_OPERATIONS.has(operation),
    recipients: [{ grant: grant.id }, { users: ids(grant.users_in_charge) }, { users: ids(before?.users_in_charge) }],
  });
}

/** A proposal's status changed; `decision` (accept, reject, negotiate) raises the toast. For the proposals module. */
export function proposalEvent(
  trx: Db,
  staff: SignedInStaff,
  proposal: { id: number; grantId: number; title: string; usersInCharge: readonly number[] },
  operation: Operation,
  options: { decision?: boolean; page?: number } = {},
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'proposal',
    operation,
    parentId: proposal.grantId,
    objectId: proposal.id,
    page: options.page ?? ProposalPage.COVER_PAGE,
    title: proposal.title,
    toast: options.decision === true || TOAST_OPERATIONS.has(operation),
    recipients: [{ grant: proposal.grantId }, { users: proposal.usersInCharge }],
  });
}

/** A negotiation comment was added, edited or deleted on a proposal page. For the proposals module. */
export function negotiationEvent(
  trx: Db,
  staff: SignedInStaff,
  proposal: { id: number; grantId: number; title: string; usersInCharge: readonly number[] },
  operation: Operation,
  page: number,
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'negotiation',
    operation,
    parentId: proposal.grantId,
    objectId: proposal.id,
    page,
    title: proposal.title,
    recipients: [{ grant: proposal.grantId }, { users: proposal.usersInCharge }],
  });
}

/** A due-diligence type of the funder was added, renamed or deleted: its settings managers hear of it. */
export function dueDiligenceTypeEvent(trx: Db, staff: SignedInStaff, type: { id: number; name: string }, operation: Operation): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'dueDiligence',
    operation,
    parentId: type.id,
    title: type.name,
    recipients: [{ permission: 'manage_settings' }],
  });
}

/** A role was added, changed or deleted: the funder's user managers hear of it. */
export function roleEvent(trx: Db, staff: SignedInStaff, role: { id: number; name: string }, operation: Operation): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'role',
    operation,
    parentId: role.id,
    title: role.name,
    recipients: [{ permission: 'manage_users' }],
  });
}

/**
 * A project's follow-up changed (a progress report added or deleted, its installments planned, decided or
 * transferred): the people in charge of its proposal and of its grant hear of it. `page` is the ProjectPage the
 * notification opens (contract/project-pages.ts); `objectId` the report or installment, when there is one.
 */
export function projectEvent(
  trx: Db,
  staff: SignedInStaff,
  project: { id: number; grantId: number; title: string; usersInCharge: readonly number[] },
  operation: Operation,
  options: { page: number; objectId?: number | undefined },
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'project',
    operation,
    parentId: project.id,
    objectId: options.objectId ?? null,
    page: options.page,
    title: project.title,
    toast: TOAST_OPERATIONS.has(operation),
    recipients: [{ grant: project.grantId }, { users: project.usersInCharge }],
  });
}

/**
 * A change to a program's results framework (an objective, outcome, output, indicator, activity, verification method,
 * monitoring activity or risk): the program's users in charge hear of it. The notification names the program and
 * opens the sub-page of the kind that changed; `objectId` is the item.
 */
export function programFrameworkEvent(
  trx: Db,
  staff: SignedInStaff,
  program: { id: number; title: string },
  kind: FrameworkKind,
  itemId: number,
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: FRAMEWORK_KIND_ENTITIES[kind],
    operation: 'Update',
    parentId: program.id,
    objectId: itemId,
    title: program.title,
    recipients: [{ program: program.id }],
  });
}

/* ---------------------------------------------------------------- the organisations' side (decision 186) */

/** A proposal as the partner events name it: its grant, the organisation that wrote it, who is in charge at the funder. */
export type ProposalAbout = { id: number; grantId: number; title: string; ngoId: number; usersInCharge: readonly number[] };

type PartnerActor = { kind: 'partner'; id: number; donorId: number };

/** An organisation submitted or resubmitted a proposal: the people in charge of it and of its grant hear of it. */
export function proposalSubmittedEvent(trx: Db, partner: PartnerActor, proposal: ProposalAbout, operation: 'Submit' | 'Resubmit'): Promise<Notification[]> {
  return notify(trx, partner, {
    entity: 'proposal',
    operation,
    parentId: proposal.grantId,
    objectId: proposal.id,
    title: proposal.title,
    toast: true,
    recipients: [{ grant: proposal.grantId }, { users: proposal.usersInCharge }],
  });
}

/** An organisation's user replied in a negotiation, on a page: the people in charge hear of it. */
export function partnerReplyEvent(trx: Db, partner: PartnerActor, proposal: ProposalAbout, page: number): Promise<Notification[]> {
  return notify(trx, partner, {
    entity: 'negotiation',
    operation: 'Add',
    parentId: proposal.grantId,
    objectId: proposal.id,
    page,
    title: proposal.title,
    recipients: [{ grant: proposal.grantId }, { users: proposal.usersInCharge }],
  });
}

/** The funder started negotiating, accepted or rejected: the organisation's users hear of it. */
export function proposalDecisionForPartnerEvent(
  trx: Db,
  staff: SignedInStaff,
  proposal: Pick<ProposalAbout, 'id' | 'grantId' | 'title' | 'ngoId'>,
  operation: 'Negotiate' | 'Accept' | 'Reject',
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'proposal',
    operation,
    parentId: proposal.grantId,
    objectId: proposal.id,
    title: proposal.title,
    toast: true,
    recipients: [{ ngo: proposal.ngoId }],
  });
}

/** The funder wrote a negotiation comment on a page: the organisation's users hear of it. */
export function staffCommentForPartnerEvent(
  trx: Db,
  staff: SignedInStaff,
  proposal: Pick<ProposalAbout, 'id' | 'grantId' | 'title' | 'ngoId'>,
  page: number,
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'negotiation',
    operation: 'Add',
    parentId: proposal.grantId,
    objectId: proposal.id,
    page,
    title: proposal.title,
    recipients: [{ ngo: proposal.ngoId }],
  });
}

/** A draft's deadline is near: the organisation's users hear of it, in the funder's name. */
export function deadlineReminderEvent(
  trx: Db,
  funder: { donorId: number; name: string },
  proposal: Pick<ProposalAbout, 'id' | 'grantId' | 'title' | 'ngoId'>,
  operation: 'DeadlineInWeek' | 'DeadlineTomorrow',
): Promise<Notification[]> {
  return notify(trx, { kind: 'system', donorId: funder.donorId, name: funder.name }, {
    entity: 'proposal',
    operation,
    parentId: proposal.grantId,
    objectId: proposal.id,
    title: proposal.title,
    toast: true,
    recipients: [{ ngo: proposal.ngoId }],
  });
}

/* ---------------------------------------------------------------- a project's months (decision 202) */

/** A project as the month events name it: the organisation that runs it, who is in charge at the funder. */
export type ProjectAbout = { id: number; grantId: number; title: string; ngoId: number; usersInCharge: readonly number[] };

/** The organisation submitted a month's report: the people in charge of the project and of its grant hear of it. */
export function monthSubmittedEvent(trx: Db, partner: PartnerActor, project: ProjectAbout, month: string): Promise<Notification[]> {
  return notify(trx, partner, {
    entity: 'project',
    operation: 'MonthSubmit',
    parentId: project.id,
    objectId: monthNumber(month),
    title: project.title,
    toast: true,
    recipients: [{ grant: project.grantId }, { users: project.usersInCharge }],
  });
}

/** The funder approved or returned a month's report: the organisation's users hear of it. */
export function monthReviewedEvent(
  trx: Db,
  staff: SignedInStaff,
  project: Pick<ProjectAbout, 'id' | 'title' | 'ngoId'>,
  month: string,
  operation: 'MonthApprove' | 'MonthReturn',
): Promise<Notification[]> {
  return notify(trx, staff, {
    entity: 'project',
    operation,
    parentId: project.id,
    objectId: monthNumber(month),
    title: project.title,
    toast: true,
    recipients: [{ ngo: project.ngoId }],
  });
}

/** A month's report is due soon or overdue: the organisation's users hear of it, in the funder's name. */
export function monthReminderEvent(
  trx: Db,
  funder: { donorId: number; name: string },
  project: Pick<ProjectAbout, 'id' | 'title' | 'ngoId'>,
  month: string,
  operation: 'MonthDueSoon' | 'MonthOverdue',
): Promise<Notification[]> {
  return notify(trx, { kind: 'system', donorId: funder.donorId, name: funder.name }, {
    entity: 'project',
    operation,
    parentId: project.id,
    objectId: monthNumber(month),
    title: project.title,
    toast: true,
    recipients: [{ ngo: project.ngoId }],
  });
}
