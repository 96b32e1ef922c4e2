import { HandledStatus } from '#contract/errors';
import { proposalStatusToWire, type ProposalStatus } from '#contract/enums';
import {
  canDecide,
  canNegotiate,
  canUpdateInstallments,
  isInChargeOfProposal,
  isLockedProposalAuthor,
  type ExpenditureBatch,
  type Proposal,
  type SET_STATUS_VALUES,
} from '#contract/proposals';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { agreementProblem, newDocumentName, writeDocument, type AgreementForm } from '../../platform/documents';
import type { FileStorage } from '../../platform/file-storage';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { activeUserIdsOfDonor } from '../grants/repository';
import { proposalDecisionForPartnerEvent, proposalEvent } from '../notifications/events';
import { startPlanOfProposal, writeStartPlan } from '../projects/plan-repository';
import { batchesOfProposal, insertProject, setProjectStatus } from './batch-repository';
import { applyBatches, budgetOf, installmentsFromText, planBatches, type Installment, type InstallmentFields } from './installments';
import { snapshotForNegotiation } from './negotiation-snapshot';
import { bumpProposal, replaceProposalUsers } from './repository';
import { loadProposal, toBatch } from './service';

/**
 * The funder's changes to a proposal. Each runs inside performAction's transaction (server/platform/idempotency.ts):
 * it checks scope, in-charge, version and state, applies the change, bumps the version, audits and notifies.
 */

type Db = PortalContext['db'];

type ChangeChecks = {
  /** The If-Match of the request; comments, which do not change the proposal, pass none. */
  action?: ActionRequest;
  /** The state rule of contract/proposals.ts the change needs (canDecide, canNegotiate, …). */
  allowedIn?: (status: ProposalStatus) => boolean;
  /** Routes under a grant: the proposal must be that grant's. */
  grantId?: number;
};

/**
 * Loads the proposal for a change and runs the checks every proposal control shares, in the order a client can act
 * on: not the funder's (404), not in charge (403), based on an old version (412 with the proposal as it is), wrong
 * state (409).
 */
export async function proposalForChange(trx: Db, staff: SignedInStaff, id: number, checks: ChangeChecks = {}): Promise<Proposal> {
  const proposal = await loadProposal(trx, staff.donorId, id);
  if (checks.grantId !== undefined && proposal.grant_id !== checks.grantId) throw notFound('proposal');
  if (!isInChargeOfProposal(proposal, staff.id)) throw new ApiError(HandledStatus.Forbidden, 'notInCharge', { field: 'proposal' });
  const ifMatch = checks.action?.ifMatch ?? null;
  if (ifMatch !== null && ifMatch !== proposal.version) throw new StaleVersionError(proposal, 'proposal');
  if (checks.allowedIn && !checks.allowedIn(proposal.status)) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'proposal' });
  return proposal;
}

type Commit = {
  details: Record<string, unknown>;
  patch?: Parameters<typeof bumpProposal>[3];
  /** Accept, reject and negotiate raise the toast. */
  decision?: boolean;
};

/** Bumps the version (only if nobody else did meanwhile), audits, notifies, and answers the proposal as it is now. */
async function commitChange(trx: Db, staff: SignedInStaff, proposal: Proposal, commit: Commit): Promise<Proposal> {
  if (!(await bumpProposal(trx, proposal.id, proposal.version, commit.patch))) {
    throw new StaleVersionError(await loadProposal(trx, staff.donorId, proposal.id), 'proposal');
  }
  await writeAudit(trx, { donorId: staff.donorId, userId: staff.id, entity: 'proposal', entityId: proposal.id, operation: 'Update', details: commit.details });
  const changed = await loadProposal(trx, staff.donorId, proposal.id);
  // Users taken off the proposal still hear of the change that took them off.
  const usersInCharge = [...new Set([...changed.usersInCharge, ...proposal.usersInCharge])];
  await proposalEvent(trx, staff, { id: changed.id, grantId: changed.grant_id, title: changed.title, usersInCharge }, 'Update', {
    decision: commit.decision === true,
  });
  return changed;
}

/** The whole list at once; at least one (by schema), active colleagues only, each once. */
export async function setProposalUsersInCharge(
  trx: Db,
  staff: SignedInStaff,
  grantId: number,
  id: number,
  input: { users: { admin_id: number; is_manager: boolean }[] },
  action: ActionRequest,
): Promise<Proposal> {
  const proposal = await proposalForChange(trx, staff, id, { action, grantId });
  const ids = input.users.map((user) => user.admin_id);
  if (new Set(ids).size !== ids.length) throw fieldError('users', 'unique');
  const colleagues = await activeUserIdsOfDonor(trx, staff.donorId, ids);
  if (ids.some((userId) => !colleagues.has(userId))) throw fieldError('users', 'invalid');
  // The author cannot be removed (spec section 5), as on grants; here the author is the grant's (decision 170).
  const author = proposal.grant_author_id;
  if (isLockedProposalAuthor(proposal, author) && !ids.includes(author)) {
    const authorStillHere = (await activeUserIdsOfDonor(trx, staff.donorId, [author])).has(author);
    if (authorStillHere) throw fieldError('users', 'proposalAuthorInCharge');
  }
  await replaceProposalUsers(
    trx,
    id,
    input.users.map((user) => ({ userId: user.admin_id, isManager: user.is_manager })),
  );
  return commitChange(trx, staff, proposal, { details: { change: 'usersInCharge', users: input.users } });
}

/**
 * Reject or start negotiation (spec section 4). Rejecting a proposal that had already become a project (accepted,
 * then renegotiated) stops that project: its transferred installments stay on record.
 */
export async function setProposalStatus(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  status: (typeof SET_STATUS_VALUES)[number],
  action: ActionRequest,
): Promise<Proposal> {
  const allowedIn = status === 'rejected' ? canDecide : canNegotiate;
  const proposal = await proposalForChange(trx, staff, id, { action, allowedIn });
  if (status === 'rejected' && proposal.project_id !== null) await setProjectStatus(trx, proposal.project_id, proposalStatusToWire('stopped'));
  // What the organisation changes from now on is shown to the funder page by page (decision 185).
  if (status === 'under_negotiation') await snapshotForNegotiation(trx, proposal.id);
  const changed = await commitChange(trx, staff, proposal, {
    details: { change: 'status', from: proposal.status, to: status },
    patch: { status },
    decision: true,
  });
  await proposalDecisionForPartnerEvent(trx, staff, aboutForPartner(changed), status === 'rejected' ? 'Reject' : 'Negotiate');
  return changed;
}

/** What the organisation's users are told a decision is about. */
function aboutForPartner(proposal: Proposal) {
  return { id: proposal.id, grantId: proposal.grant_id, title: proposal.title, ngoId: proposal.ngo_id };
}

/** The agreement and the installments are checked together, so the dialog can show every problem at once. */
function acceptInput(form: AgreementForm): { file: NonNullable<AgreementForm['file']>; installments: Installment[] } {
  const fileProblem = agreementProblem(form.file);
  const parsed = installmentsFromText(form.batches);
  if (fileProblem === null && form.file && 'installments' in parsed) return { file: form.file, installments: parsed.installments };
  const problems: InstallmentFields = {
    ...(fileProblem ? { agreement: [{ key: fileProblem, params: { field: 'agreement' } }] } : {}),
    ...('problems' in parsed ? parsed.problems : {}),
  };
  const first = Object.values(problems)[0]?.[0];
  throw new ApiError(HandledStatus.BadRequest, 'invalidInput', {}, problems, first?.key ?? 'invalidInput');
}

/** The project an accepted proposal becomes, with the plan its follow-up starts from (indicators, activities, lines, risks). */
async function startProject(trx: Db, donorId: number, proposalId: number): Promise<number> {
  const projectId = await insertProject(trx, donorId, proposalId);
  await writeStartPlan(trx, projectId, await startPlanOfProposal(trx, proposalId));
  return projectId;
}

/**
 * Accepts with the signed agreement and the installments (spec sections 2 and 4): the proposal becomes accepted and,
 * the first time, a project. The file is written last, inside the action, so a refusal stores nothing and a replayed
 * request (same Idempotency-Key) answers the stored result without writing it again.
 */
export async function acceptProposal(
  trx: Db,
  staff: SignedInStaff,
  files: FileStorage,
  id: number,
  form: AgreementForm,
  action: ActionRequest,
): Promise<Proposal> {
  const { file, installments } = acceptInput(form);
  const proposal = await proposalForChange(trx, staff, id, { action, allowedIn: canDecide });
  const plan = planBatches(await batchesOfProposal(trx, id), installments, budgetOf(proposal));
  const projectId = proposal.project_id ?? (await startProject(trx, staff.donorId, id));
  await applyBatches(trx, { donorId: staff.donorId, proposalId: id, projectId }, plan);
  const storedName = newDocumentName(file);
  const accepted = await commitChange(trx, staff, proposal, {
    details: { change: 'accept', agreement: storedName, file_name: file.fileName, previous_agreement: proposal.agreement_file_path, projectId, installments },
    patch: { status: proposalStatusToWire('accepted'), agreement_file: storedName, agreement_file_name: file.fileName },
    decision: true,
  });
  await writeDocument(files, trx, storedName, file);
  await proposalDecisionForPartnerEvent(trx, staff, aboutForPartner(accepted), 'Accept');
  return accepted;
}

/** PUT …/ExpenditureBatch: only while accepted; answers the installments as they now are. */
export async function setProposalBatches(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  installments: Installment[],
  action: ActionRequest,
): Promise<ExpenditureBatch[]> {
  const proposal = await proposalForChange(trx, staff, id, { action, allowedIn: canUpdateInstallments });
  const plan = planBatches(await batchesOfProposal(trx, id), installments, budgetOf(proposal));
  await applyBatches(trx, { donorId: staff.donorId, proposalId: id, projectId: proposal.project_id }, plan);
  await commitChange(trx, staff, proposal, { details: { change: 'installments', installments } });
  return (await batchesOfProposal(trx, id)).map(toBatch);
}
