import type { AuditChange } from '#contract/audit';
import type { Operation } from '#contract/enums';
import { HandledStatus } from '#contract/errors';
import type { DeadlineInput, Grant } from '#contract/grants';
import type { NotificationEntity } from '#contract/notifications';
import type { DeletedResponse } from '#contract/responses';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { ApiError, badRequest, fieldError, notFound } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { grantEvent } from '../notifications/events';
import { GRANT_TRANSITIONS, isChangeAllowed, toCents, type GrantChange } from './grant-rules';
import {
  activeUserIdsOfDonor,
  bumpGrant,
  countProposalsOfGrant,
  currencyExists,
  currencySymbol,
  deleteGrant,
  existingCountryIds,
  insertGrant,
  isUserInCharge,
  programIdsOfDonor,
  replaceCountries,
  replacePrograms,
  replaceUsersInCharge,
} from './repository';
import {
  deleteDueDiligenceLink,
  deleteObjective,
  dueDiligenceTypeOfDonor,
  findDueDiligenceLink,
  findObjective,
  insertDueDiligenceLink,
  insertObjective,
  isDueDiligenceRequired,
  renameObjective,
} from './terms-repository';
import { loadGrant, validationOf } from './service';

/**
 * The grant's changes. Each runs inside performAction's transaction (server/platform/idempotency.ts): it checks
 * scope, in-charge, version and state, applies the change, bumps the version and writes the audit entry.
 */

type Db = PortalContext['db'];

/** The body a change accepts once the contract's schema has parsed it. */
export type GrantFields = {
  title: string;
  description: string | null;
  eligibility: string | null;
  currency_id: number;
  min_size: number;
  max_size: number;
  programs: { programId: number; percent: number }[];
  countries: number[];
};

function wrongStatus(): ApiError {
  return new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'grant' });
}

/**
 * Loads the grant for a change and runs the checks every grant control shares, in the order a client can act on:
 * not the funder's (404), not in charge (403), based on an old version (412 with the grant as it is), wrong state (409).
 */
async function grantForChange(trx: Db, staff: SignedInStaff, id: number, change: GrantChange, action: ActionRequest): Promise<Grant> {
  const grant = await loadGrant(trx, staff.donorId, id);
  if (!(await isUserInCharge(trx, id, staff.id))) throw new ApiError(HandledStatus.Forbidden, 'notInCharge', { field: 'grant' });
  if (action.ifMatch !== null && action.ifMatch !== grant.version) throw new StaleVersionError(grant, 'grant');
  if (!isChangeAllowed(change, grant.status)) throw wrongStatus();
  return grant;
}

/**
 * The changes of a grant's parts, as the audit row names them (`details.change`), and what the notification about
 * each is about: one table, so the notification does not have to read the audit text.
 */
const GRANT_CHANGES = {
  details: 'grant',
  countries: 'grant',
  deadline: 'grant',
  usersInCharge: 'grant',
  'objective.add': 'grantObjective',
  'objective.update': 'grantObjective',
  'objective.delete': 'grantObjective',
  'dueDiligence.add': 'grantDueDiligence',
  'dueDiligence.delete': 'grantDueDiligence',
} as const satisfies Record<string, NotificationEntity>;

/** What a change writes in its audit row: the part it changed, if not the grant's status (publish, redraft). */
type ChangeDetails = { change?: keyof typeof GRANT_CHANGES } & Record<string, unknown>;

/** Bumps the version (only if nobody else did meanwhile), audits, and answers the grant as it is now. */
async function commitChange(
  trx: Db,
  staff: SignedInStaff,
  grant: Grant,
  operation: Operation,
  details: ChangeDetails,
  patch: Parameters<typeof bumpGrant>[3] = {},
): Promise<Grant> {
  if (!(await bumpGrant(trx, grant.id, grant.version, patch))) throw new StaleVersionError(await loadGrant(trx, staff.donorId, grant.id), 'grant');
  await writeAudit(trx, { donorId: staff.donorId, userId: staff.id, entity: 'grant', entityId: grant.id, operation, details });
  const changed = await loadGrant(trx, staff.donorId, grant.id);
  await grantEvent(trx, staff, changed, operation, details.change ? GRANT_CHANGES[details.change] : 'grant', grant);
  return changed;
}

async function checkReferences(
  trx: Db,
  staff: SignedInStaff,
  input: Pick<GrantFields, 'currency_id' | 'programs'> & { countries?: number[] },
): Promise<void> {
  if (!(await currencyExists(trx, input.currency_id))) throw fieldError('currency_id', 'invalid');
  const programIds = input.programs.map((program) => program.programId);
  const known = await programIdsOfDonor(trx, staff.donorId, programIds);
  if (programIds.some((id) => !known.has(id))) throw fieldError('programs', 'invalid');
  if (input.countries) await checkCountries(trx, input.countries);
}

async function checkCountries(trx: Db, countries: number[]): Promise<void> {
  const known = await existingCountryIds(trx, countries);
  if (countries.some((id) => !known.has(id))) throw fieldError('countries', 'invalid');
}

function grantValues(input: GrantFields) {
  return {
    title: input.title,
    description: input.description,
    eligibility: input.eligibility,
    currency_id: input.currency_id,
    min_size: toCents(input.min_size),
    max_size: toCents(input.max_size),
  };
}

/** A new grant is a draft, and its author is its first user in charge, as a manager. */
export async function createGrant(trx: Db, staff: SignedInStaff, input: GrantFields): Promise<Grant> {
  await checkReferences(trx, staff, input);
  const id = await insertGrant(trx, { ...grantValues(input), donor_id: staff.donorId, created_by: staff.id });
  await replacePrograms(trx, id, input.programs);
  await replaceCountries(trx, id, input.countries);
  await replaceUsersInCharge(trx, id, [{ userId: staff.id, isManager: true }]);
  await writeAudit(trx, {
    donorId: staff.donorId,
    userId: staff.id,
    entity: 'grant',
    entityId: id,
    operation: 'Add',
    details: { title: input.title },
  });
  const created = await loadGrant(trx, staff.donorId, id);
  await grantEvent(trx, staff, created, 'Add');
  return created;
}

/** The edited fields, before → after, for the History tab (contract/audit.ts); programs and countries are lists and only named. */
async function detailChanges(trx: Db, before: Grant, input: GrantFields): Promise<AuditChange[]> {
  const symbolAfter = input.currency_id === before.currency_id ? before.currency.symbol : await currencySymbol(trx, input.currency_id);
  const changes: AuditChange[] = [];
  for (const field of ['title', 'description', 'eligibility'] as const) {
    if ((before[field] ?? null) !== input[field]) changes.push({ field, from: before[field] ?? null, to: input[field], currency: null });
  }
  if (input.currency_id !== before.currency_id) changes.push({ field: 'currency', from: before.currency.symbol, to: symbolAfter, currency: null });
  for (const field of ['min_size', 'max_size'] as const) {
    if (before[field] !== input[field]) changes.push({ field, from: before[field], to: input[field], currency: symbolAfter });
  }
  return changes;
}

export async function updateGrant(trx: Db, staff: SignedInStaff, id: number, input: GrantFields, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'update', action);
  await checkReferences(trx, staff, input);
  const changes = await detailChanges(trx, grant, input);
  await replacePrograms(trx, id, input.programs);
  await replaceCountries(trx, id, input.countries);
  return commitChange(trx, staff, grant, 'Update', { change: 'details', title: input.title, changes }, grantValues(input));
}

export async function setGrantCountries(trx: Db, staff: SignedInStaff, id: number, countries: number[], action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'countries', action);
  await checkCountries(trx, countries);
  await replaceCountries(trx, id, countries);
  return commitChange(trx, staff, grant, 'Update', { change: 'countries', countries });
}

export async function publishGrant(trx: Db, staff: SignedInStaff, id: number, input: DeadlineInput, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'publish', action);
  const ready = validationOf(grant);
  if (!ready.GrantObjective || !ready.GrantDueDiligence || !ready.ProgramsPercent) throw badRequest('grantNotReady');
  const { to, operation } = GRANT_TRANSITIONS.publish;
  return commitChange(trx, staff, grant, operation, { deadline: input.deadline }, { status: to, deadline: input.deadline });
}

export async function changeGrantDeadline(trx: Db, staff: SignedInStaff, id: number, input: DeadlineInput, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'deadline', action);
  return commitChange(trx, staff, grant, 'Update', { change: 'deadline', from: grant.deadline, to: input.deadline }, { deadline: input.deadline });
}

/** Back to draft: the deadline goes with the publication (a draft has none) and is chosen again on publishing. */
export async function redraftGrant(trx: Db, staff: SignedInStaff, id: number, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'redraft', action);
  const { to, operation } = GRANT_TRANSITIONS.redraft;
  return commitChange(trx, staff, grant, operation, { deadline: grant.deadline }, { status: to, deadline: null });
}

/** The whole list at once; at least one (by schema), colleagues only, and the author always stays (spec section 5). */
export async function setGrantUsersInCharge(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  input: { users: { admin_id: number; is_manager: boolean }[] },
  action: ActionRequest,
): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'usersInCharge', action);
  const ids = input.users.map((user) => user.admin_id);
  if (new Set(ids).size !== ids.length) throw fieldError('users', 'unique');
  const colleagues = await activeUserIdsOfDonor(trx, staff.donorId, ids);
  if (ids.some((userId) => !colleagues.has(userId))) throw fieldError('users', 'invalid');
  const authorStillHere = (await activeUserIdsOfDonor(trx, staff.donorId, [grant.created_by])).has(grant.created_by);
  if (authorStillHere && !ids.includes(grant.created_by)) throw fieldError('users', 'authorInCharge', { field: 'grant' });
  await replaceUsersInCharge(
    trx,
    id,
    input.users.map((user) => ({ userId: user.admin_id, isManager: user.is_manager })),
  );
  return commitChange(trx, staff, grant, 'Update', { change: 'usersInCharge', users: input.users });
}

/** Drafts and published grants without proposals may go; the audit log keeps what they were. */
export async function removeGrant(trx: Db, staff: SignedInStaff, id: number, action: ActionRequest): Promise<DeletedResponse> {
  const grant = await grantForChange(trx, staff, id, 'delete', action);
  if ((await countProposalsOfGrant(trx, id)) > 0) throw badRequest('related');
  await deleteGrant(trx, id);
  await writeAudit(trx, {
    donorId: staff.donorId,
    userId: staff.id,
    entity: 'grant',
    entityId: id,
    operation: 'Delete',
    details: { title: grant.title, status: grant.status },
  });
  await grantEvent(trx, staff, grant, 'Delete');
  return { id };
}

export async function addGrantObjective(trx: Db, staff: SignedInStaff, id: number, title: string, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'objectives', action);
  const objectiveId = await insertObjective(trx, id, title);
  return commitChange(trx, staff, grant, 'Update', { change: 'objective.add', objectiveId, title });
}

export async function renameGrantObjective(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  objectiveId: number,
  title: string,
  action: ActionRequest,
): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'objectives', action);
  if (!(await findObjective(trx, id, objectiveId))) throw notFound('objective');
  await renameObjective(trx, objectiveId, title);
  return commitChange(trx, staff, grant, 'Update', { change: 'objective.update', objectiveId, title });
}

export async function removeGrantObjective(trx: Db, staff: SignedInStaff, id: number, objectiveId: number, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'objectives', action);
  const objective = await findObjective(trx, id, objectiveId);
  if (!objective) throw notFound('objective');
  await deleteObjective(trx, objectiveId);
  return commitChange(trx, staff, grant, 'Update', { change: 'objective.delete', objectiveId, title: objective.title });
}

export async function addGrantDueDiligence(trx: Db, staff: SignedInStaff, id: number, typeId: number, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'dueDiligences', action);
  if (!(await dueDiligenceTypeOfDonor(trx, staff.donorId, typeId))) throw fieldError('due_diligence_id', 'invalid');
  if (await isDueDiligenceRequired(trx, id, typeId)) throw fieldError('due_diligence_id', 'unique');
  const linkId = await insertDueDiligenceLink(trx, id, typeId);
  return commitChange(trx, staff, grant, 'Update', { change: 'dueDiligence.add', linkId, due_diligence_id: typeId });
}

export async function removeGrantDueDiligence(trx: Db, staff: SignedInStaff, id: number, linkId: number, action: ActionRequest): Promise<Grant> {
  const grant = await grantForChange(trx, staff, id, 'dueDiligences', action);
  const link = await findDueDiligenceLink(trx, id, linkId);
  if (!link) throw notFound('due_diligence_id');
  await deleteDueDiligenceLink(trx, linkId);
  return commitChange(trx, staff, grant, 'Update', { change: 'dueDiligence.delete', linkId, due_diligence_id: link.due_diligence_id });
}
