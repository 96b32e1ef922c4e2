import { HandledStatus } from '#contract/errors';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { canMoveRequest, canTransfer, isRequested } from '#contract/installment-moves';
import { percentTotal } from '#contract/money';
import {
  isProjectRunning,
  monthOf,
  ProjectPage,
  type BatchLog,
  type BatchRequest,
  type InstallmentFile,
  type ProjectBatch,
  type ProjectInstallments,
} from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { storedFileUrl } from '../../platform/documents';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { recordTransfer } from '../dashboard/figures-repository';
import { projectEventForPartner, type ProjectEventForPartner } from '../notifications/project-events';
import { loadProject } from '../projects/service';
import { applyBatches, budgetOf, isLockedBatch, planBatches, type Installment } from '../proposals/installments';
import { bumpProposal } from '../proposals/repository';
import { toBatch } from '../proposals/service';
import {
  batchesOfProject,
  insertBatchLogs,
  logsOfProject,
  requestFilesOfProject,
  requestLogsOfProject,
  setBatchStatuses,
  type BatchLogRow,
  type ProjectBatchRow,
  type RequestFileRow,
} from './batch-repository';
import { commitProjectVersion, projectForChange, recordProjectChange } from './project-access';
import { transferredAmount } from './spending';

/**
 * A project's installments: the list (GET, and POST of the whole list under the proposal's installment rules,
 * server/modules/proposals/installments.ts), the organisation's request for each (recorded by staff on its behalf
 * when it asked outside the portal), the funder's decisions on it and its transfer, and the log of every status an
 * installment went through, which starts with its request (contract/installment-moves.ts).
 */

type Db = PortalContext['db'];

type ProjectNames = Pick<Project, 'ngo'>;

/** A staff member, a user of the organisation (ngo_user), or the organisation itself for entries older than issue 14. */
export function actorOf(row: Pick<BatchLogRow, 'user_id' | 'user_name' | 'ngo_name' | 'ngo_user'>, project: ProjectNames): BatchLog['actor'] {
  return { user_id: row.user_id, name: row.user_name ?? row.ngo_name ?? project.ngo.name, ngo_user: row.user_id === null || row.ngo_user === 1 };
}

function toInstallmentFile(row: RequestFileRow): InstallmentFile {
  return { id: row.id, file_name: row.file_name, mime_type: row.mime_type, size: row.size, url: storedFileUrl(row.stored_name) ?? '', created_at: row.created_at };
}

function toProjectBatch(row: ProjectBatchRow, requested: BatchRequest | null, files: readonly RequestFileRow[]): ProjectBatch {
  return {
    ...toBatch(row),
    requested,
    transferred_at: row.transferred_at,
    locked: isLockedBatch(row),
    justification: row.justification,
    files: files.map(toInstallmentFile),
    transfer_date: row.transfer_date,
    transfer_reference: row.transfer_reference,
    received_at: row.received_at,
  };
}

/** Each installment as both sides show it: its request (the first logged), its files and its transfer. */
export async function projectBatchesOf(db: Db, project: Pick<Project, 'id' | 'proposal_id'> & ProjectNames): Promise<{ rows: ProjectBatchRow[]; batches: ProjectBatch[] }> {
  const [rows, requestLogs, files] = await Promise.all([
    batchesOfProject(db, project.proposal_id),
    requestLogsOfProject(db, project.id),
    requestFilesOfProject(db, project.id),
  ]);
  const requests = new Map<number, BatchRequest>();
  for (const log of requestLogs) {
    if (!requests.has(log.batch_id)) requests.set(log.batch_id, { at: log.created_at, actor: actorOf(log, project), on_behalf: log.on_behalf === 1 });
  }
  const batches = rows.map((row) =>
    toProjectBatch(
      row,
      isRequested(row.request_status) ? (requests.get(row.id) ?? null) : null,
      files.filter((file) => file.batch_id === row.id),
    ),
  );
  return { rows, batches };
}

export async function projectInstallments(db: Db, project: Project): Promise<ProjectInstallments> {
  const { rows, batches } = await projectBatchesOf(db, project);
  const transferred = rows.filter((row) => row.transfer_status === TransferStatus.Transferred);
  return {
    project_id: project.id,
    version: project.version,
    total_budget: project.total_budget,
    transferred_percent: percentTotal(transferred),
    transferred_amount: transferredAmount(rows),
    batches,
  };
}

export async function projectBatches(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProjectInstallments> {
  return projectInstallments(portal.db, await loadProject(portal.db, staff.donorId, id));
}

/** The project as it now is, for the answer: its version moved with the change. */
async function answerAfterChange(trx: Db, staff: SignedInStaff, id: number): Promise<ProjectInstallments> {
  return projectInstallments(trx, await loadProject(trx, staff.donorId, id));
}

/**
 * POST …/ExpenditureBatch: the whole list while the project runs. Existing installments keep their ids, new ones start
 * not requested, with an empty log (the audit keeps the change of the list); locked ones keep their percent (409
 * installmentLocked). The proposal's version moves too: its installments are these same rows, so an edit queued
 * against it must see the change.
 */
export async function setProjectBatches(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  installments: Installment[],
  action: ActionRequest,
): Promise<ProjectInstallments> {
  const inCharge = await projectForChange(trx, staff, id, { action, allowedIn: isProjectRunning });
  const { project, proposal } = inCharge;
  const before = await batchesOfProject(trx, project.proposal_id);
  const plan = planBatches(before, installments, budgetOf(project));
  await applyBatches(trx, { donorId: staff.donorId, proposalId: project.proposal_id, projectId: project.id }, plan);
  await commitProjectVersion(trx, staff, project);
  if (!(await bumpProposal(trx, proposal.id, proposal.version))) throw new StaleVersionError(await loadProject(trx, staff.donorId, id), 'project');
  await recordProjectChange(trx, staff, inCharge, { page: ProjectPage.INSTALLMENTS, details: { change: 'installments', installments } });
  return answerAfterChange(trx, staff, id);
}

export type BatchStatusChange = {
  request_status?: number | undefined;
  transfer_status?: number | undefined;
  note: string | null;
  transfer_date?: string | null | undefined;
  transfer_reference?: string | null | undefined;
};

function wrongStatus(): ApiError {
  return new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'installment' });
}

/**
 * The statuses after the change, or 409: each given status is either the current one or an allowed move
 * (contract/installment-moves.ts), and at least one of them moves. Nothing but recording the request happens to an
 * installment nobody has asked for (installmentNotRequested). A transfer cannot be undone.
 */
function nextStatuses(batch: ProjectBatchRow, change: BatchStatusChange): { request_status: number; transfer_status: number } {
  const request = change.request_status ?? batch.request_status;
  const transfer = change.transfer_status ?? batch.transfer_status;
  if (request === null || (batch.request_status === null && request !== RequestStatus.Requested)) {
    throw new ApiError(HandledStatus.Conflict, 'installmentNotRequested', { field: 'installment' });
  }
  const requestMoves = request !== batch.request_status;
  const transferMoves = transfer !== batch.transfer_status;
  if (!requestMoves && !transferMoves) throw wrongStatus();
  if (requestMoves && !canMoveRequest(batch.request_status, request)) throw wrongStatus();
  if (transferMoves) {
    if (transfer !== TransferStatus.Transferred) throw new ApiError(HandledStatus.Conflict, 'installmentLocked', { field: 'installment' });
    if (!canTransfer({ request_status: request, transfer_status: batch.transfer_status })) throw wrongStatus();
  }
  return { request_status: request, transfer_status: transfer };
}

const DECISION_EVENTS: Partial<Record<number, ProjectEventForPartner>> = {
  [RequestStatus.Approved]: 'InstallmentApprove',
  [RequestStatus.UnderNegotiation]: 'InstallmentNegotiate',
  [RequestStatus.Rejected]: 'InstallmentReject',
};

/** What the organisation hears of a change: the transfer, else the decision on its request (not a request staff record for it). */
function decisionForPartner(batch: ProjectBatchRow, next: { request_status: number }, transferredNow: boolean): ProjectEventForPartner | null {
  if (transferredNow) return 'InstallmentTransfer';
  if (next.request_status === batch.request_status) return null;
  return DECISION_EVENTS[next.request_status] ?? null;
}

/** The transfer's day (the day it is recorded unless staff give an earlier one; never a future day) and reference. */
function transferDetails(change: BatchStatusChange, recordedAt: string): { transfer_date: string; transfer_reference: string | null } {
  const today = recordedAt.slice(0, 10);
  const date = change.transfer_date ?? today;
  if (date > today) throw fieldError('transfer_date', 'max', { max: today });
  return { transfer_date: date, transfer_reference: change.transfer_reference ?? null };
}

/**
 * PUT …/ExpenditureBatch/{batchId}/Status: record the organisation's request for one installment (on its behalf),
 * approve, reject, negotiate or transfer it, and log it with the staff member as its author.
 */
export async function setBatchStatus(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  batchId: number,
  change: BatchStatusChange,
  action: ActionRequest,
): Promise<ProjectInstallments> {
  const inCharge = await projectForChange(trx, staff, id, { action, allowedIn: isProjectRunning });
  const { project } = inCharge;
  const batch = (await batchesOfProject(trx, project.proposal_id)).find((candidate) => candidate.id === batchId);
  if (!batch) throw notFound('installment');
  const next = nextStatuses(batch, change);
  const transferredNow = next.transfer_status === TransferStatus.Transferred && batch.transfer_status !== TransferStatus.Transferred;
  const transferredAt = transferredNow ? nowIso() : batch.transferred_at;
  const transfer = transferredNow ? transferDetails(change, transferredAt ?? nowIso()) : null;
  await setBatchStatuses(trx, batch.id, { ...next, transferred_at: transferredAt, ...transfer });
  if (transfer) {
    const key = {
      donor_id: staff.donorId,
      grant_id: project.grant_id,
      country_id: project.country_id,
      currency_id: project.currency_id,
      month: monthOf(transfer.transfer_date),
    };
    await recordTransfer(trx, key, batch.amount);
  }
  const recordsRequest = batch.request_status === null && next.request_status === RequestStatus.Requested;
  await insertBatchLogs(trx, [
    { batch_id: batch.id, project_id: project.id, ...next, note: change.note, user_id: staff.id, ngo_name: null, on_behalf: recordsRequest ? 1 : 0 },
  ]);
  await commitProjectVersion(trx, staff, project);
  const told = decisionForPartner(batch, next, transferredNow);
  if (told) {
    await projectEventForPartner(trx, staff, { id: project.id, title: project.title, ngoId: project.ngo_id }, told, {
      page: ProjectPage.INSTALLMENTS,
      objectId: batch.id,
    });
  }
  await recordProjectChange(trx, staff, inCharge, {
    page: ProjectPage.INSTALLMENTS,
    objectId: batch.id,
    details: {
      change: 'installmentStatus',
      batch: batch.id,
      from: { request_status: batch.request_status, transfer_status: batch.transfer_status },
      to: next,
      note: change.note,
    },
  });
  return answerAfterChange(trx, staff, id);
}

/** GET …/ExpenditureBatchLog (and /{batchId}): newest first. */
export async function batchLogs(portal: PortalContext, staff: SignedInStaff, id: number, batchId?: number): Promise<BatchLog[]> {
  const project = await loadProject(portal.db, staff.donorId, id);
  if (batchId !== undefined) {
    const batches = await batchesOfProject(portal.db, project.proposal_id);
    if (!batches.some((batch) => batch.id === batchId)) throw notFound('installment');
  }
  const rows = await logsOfProject(portal.db, project.id, batchId);
  return rows.map((row) => ({
    id: row.id,
    batch_id: row.batch_id,
    batch_title: row.batch_title,
    request_status: row.request_status,
    transfer_status: row.transfer_status,
    note: row.note,
    actor: actorOf(row, project),
    on_behalf: row.on_behalf === 1,
    created_at: row.created_at,
  }));
}
