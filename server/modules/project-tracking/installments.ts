import { HandledStatus } from '#contract/errors';
import { percentTotal } from '#contract/money';
import { TransferStatus } from '#contract/enums';
import {
  canMoveRequest,
  canTransfer,
  isProjectRunning,
  monthOf,
  ProjectPage,
  type BatchLog,
  type ProjectBatch,
  type ProjectInstallments,
} from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { ApiError, notFound } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { recordTransfer } from '../dashboard/figures-repository';
import { loadProject } from '../projects/service';
import { applyBatches, budgetOf, isLockedBatch, planBatches, type Installment } from '../proposals/installments';
import { bumpProposal } from '../proposals/repository';
import { toBatch } from '../proposals/service';
import { batchesOfProject, insertBatchLogs, logsOfProject, setBatchStatuses, type ProjectBatchRow } from './batch-repository';
import { commitProjectVersion, projectForChange, recordProjectChange } from './project-access';
import { transferredAmount } from './spending';

/**
 * A project's installments: the list (GET, and POST of the whole list under the proposal's installment rules,
 * server/modules/proposals/installments.ts), the funder's decisions on each request and its transfer, and the log
 * of every status an installment went through.
 */

type Db = PortalContext['db'];

function toProjectBatch(row: ProjectBatchRow): ProjectBatch {
  return { ...toBatch(row), transferred_at: row.transferred_at, locked: isLockedBatch(row) };
}

function installmentsOf(project: Pick<Project, 'id' | 'total_budget' | 'version'>, rows: readonly ProjectBatchRow[]): ProjectInstallments {
  const transferred = rows.filter((row) => row.transfer_status === TransferStatus.Transferred);
  return {
    project_id: project.id,
    version: project.version,
    total_budget: project.total_budget,
    transferred_percent: percentTotal(transferred),
    transferred_amount: transferredAmount(rows),
    batches: rows.map(toProjectBatch),
  };
}

export async function projectInstallments(db: Db, project: Project): Promise<ProjectInstallments> {
  return installmentsOf(project, await batchesOfProject(db, project.proposal_id));
}

export async function projectBatches(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProjectInstallments> {
  return projectInstallments(portal.db, await loadProject(portal.db, staff.donorId, id));
}

/** The project as it now is, for the answer: its version moved with the change. */
async function answerAfterChange(trx: Db, staff: SignedInStaff, id: number): Promise<ProjectInstallments> {
  return projectInstallments(trx, await loadProject(trx, staff.donorId, id));
}

/**
 * POST …/ExpenditureBatch: the whole list while the project runs. Existing installments keep their ids, new ones are
 * logged as planned by the caller; locked ones keep their percent (409 installmentLocked). The proposal's version
 * moves too: its installments are these same rows, so an edit queued against it must see the change.
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
  const known = new Set(before.map((batch) => batch.id));
  const added = (await batchesOfProject(trx, project.proposal_id)).filter((batch) => !known.has(batch.id));
  await insertBatchLogs(
    trx,
    added.map((batch) => ({
      batch_id: batch.id,
      project_id: project.id,
      request_status: batch.request_status,
      transfer_status: batch.transfer_status,
      note: null,
      user_id: staff.id,
      ngo_name: null,
    })),
  );
  await commitProjectVersion(trx, staff, project);
  if (!(await bumpProposal(trx, proposal.id, proposal.version))) throw new StaleVersionError(await loadProject(trx, staff.donorId, id), 'project');
  await recordProjectChange(trx, staff, inCharge, { page: ProjectPage.INSTALLMENTS, details: { change: 'installments', installments } });
  return answerAfterChange(trx, staff, id);
}

export type BatchStatusChange = { request_status?: number | undefined; transfer_status?: number | undefined; note: string | null };

function wrongStatus(): ApiError {
  return new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'installment' });
}

/**
 * The statuses after the change, or 409: each given status is either the current one or an allowed move
 * (contract REQUEST_STATUS_MOVES, canTransfer), and at least one of them moves. A transfer cannot be undone.
 */
function nextStatuses(batch: ProjectBatchRow, change: BatchStatusChange): { request_status: number; transfer_status: number } {
  const request = change.request_status ?? batch.request_status;
  const transfer = change.transfer_status ?? batch.transfer_status;
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

/** PUT …/ExpenditureBatch/{batchId}/Status: approve, reject, negotiate or transfer one installment, and log it. */
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
  await setBatchStatuses(trx, batch.id, { ...next, transferred_at: transferredAt });
  if (transferredNow && transferredAt !== null) {
    const key = {
      donor_id: staff.donorId,
      grant_id: project.grant_id,
      country_id: project.country_id,
      currency_id: project.currency_id,
      month: monthOf(transferredAt),
    };
    await recordTransfer(trx, key, batch.amount);
  }
  await insertBatchLogs(trx, [{ batch_id: batch.id, project_id: project.id, ...next, note: change.note, user_id: staff.id, ngo_name: null }]);
  await commitProjectVersion(trx, staff, project);
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
    actor: { user_id: row.user_id, name: row.user_name ?? row.ngo_name ?? project.ngo.name, ngo_user: row.user_id === null },
    created_at: row.created_at,
  }));
}
