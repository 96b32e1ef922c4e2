import type { FastifyRequest } from 'fastify';
import { HandledStatus } from '#contract/errors';
import { RequestStatus } from '#contract/enums';
import { INSTALLMENT_REQUEST_FIELDS, installmentRequestInputSchema, type WorkspaceInstallments } from '#contract/partner-projects';
import { INSTALLMENT_FILE_MAX_BYTES, INSTALLMENT_REQUEST_MAX_FILES, isProjectRunning, ProjectPage } from '#contract/project-tracking';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { agreementProblem, newDocumentName, plainFileName, writeDocument, type UploadedDocument } from '../../platform/documents';
import { ApiError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { projectEventForStaff } from '../notifications/project-events';
import { batchesOfProject, insertBatchLogs, insertRequestFiles, setBatchStatuses, type ProjectBatchRow } from '../project-tracking/batch-repository';
import { fieldsOfIssues, type FieldProblems } from '../project-tracking/field-problems';
import { bumpProject } from '../project-tracking/tracking-repository';
import { partnerActor, projectOfPartner, type PartnerProjectContext } from './project-of-partner';
import { awaitsReceipt, nextInstallment, workspaceInstallments } from './workspace';

/**
 * The organisation's side of its installments (issue 14 item 4, docs/decisions/206-project-workspace.md): an admin asks
 * for the next one with a justification and files, and confirms that a transferred one arrived. Each step is logged
 * with the user (ngo_user), moves the project's version (the funder's installment page holds it as If-Match), is
 * audited in the funder's trail and tells the people in charge. Staff decide on the EXISTING
 * DonorProject/{id}/ExpenditureBatch/{batchId}/Status call.
 */

type Db = PortalContext['db'];

/** The multipart form as it arrived: the text fields and every file under `files`; `tooManyFiles` when the parser stopped at its limit. */
export type InstallmentRequestForm = { fields: Record<string, string>; files: UploadedDocument[]; tooManyFiles?: boolean };

function isFilesLimit(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_FILES_LIMIT';
}

const TEXT_FIELDS: ReadonlySet<string> = new Set([INSTALLMENT_REQUEST_FIELDS.batchId, INSTALLMENT_REQUEST_FIELDS.justification]);

/** Reads the whole form first; one file more than allowed is read so that it can be refused by name (tooManyFiles). */
export async function readInstallmentRequestForm(request: FastifyRequest): Promise<InstallmentRequestForm> {
  const form: InstallmentRequestForm = { fields: {}, files: [] };
  if (!request.isMultipart()) return form;
  const limits = { fileSize: INSTALLMENT_FILE_MAX_BYTES + 1, files: INSTALLMENT_REQUEST_MAX_FILES + 1, fields: 6 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === INSTALLMENT_REQUEST_FIELDS.files) {
          form.files.push({ bytes, mimeType: part.mimetype, fileName: plainFileName(part.filename), tooLarge: part.file.truncated });
        }
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Past the parser's limit of files the rest is not read: the request is refused by name (tooManyFiles), not as too large.
    if (!isFilesLimit(error)) throw error;
    form.tooManyFiles = true;
  }
  return form;
}

type ValidRequest = { batch_id: number; justification: string; files: UploadedDocument[] };

/** The fields and every file are checked together, so the form can show every problem at once (400, nothing changes). */
function requestInput(form: InstallmentRequestForm): ValidRequest {
  const parsed = installmentRequestInputSchema.safeParse(form.fields);
  const filesField = INSTALLMENT_REQUEST_FIELDS.files;
  const tooMany = form.tooManyFiles === true || form.files.length > INSTALLMENT_REQUEST_MAX_FILES;
  const fileProblem = form.files.map((file) => agreementProblem(file)).find((problem) => problem !== null) ?? null;
  if (parsed.success && !tooMany && fileProblem === null) return { ...parsed.data, files: form.files };
  const problems: FieldProblems = {
    ...(parsed.success ? {} : fieldsOfIssues(parsed.error)),
    ...(tooMany
      ? { [filesField]: [{ key: 'tooManyFiles' as const, params: { field: filesField, max: INSTALLMENT_REQUEST_MAX_FILES } }] }
      : fileProblem
        ? { [filesField]: [{ key: fileProblem, params: { field: filesField } }] }
        : {}),
  };
  const first = Object.values(problems)[0]?.[0];
  throw new ApiError(HandledStatus.BadRequest, 'invalidInput', {}, problems, first?.key ?? 'invalidInput');
}

function conflict(key: 'installmentNotNext' | 'installmentAlreadyRequested' | 'installmentNotTransferred' | 'wrongStatus'): ApiError {
  return new ApiError(HandledStatus.Conflict, key, { field: 'installment' });
}

async function runningProject(trx: Db, partner: SignedInPartner, id: number): Promise<PartnerProjectContext> {
  const context = await projectOfPartner(trx, partner, id);
  if (!isProjectRunning(context.project.status)) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'project' });
  return context;
}

async function batchOf(trx: Db, context: PartnerProjectContext, batchId: number): Promise<{ batch: ProjectBatchRow; batches: ProjectBatchRow[] }> {
  const batches = await batchesOfProject(trx, context.project.proposal_id);
  const batch = batches.find((candidate) => candidate.id === batchId);
  if (!batch) throw notFound('installment');
  return { batch, batches };
}

async function ngoName(trx: Db, ngoId: number): Promise<string> {
  return (await trx.selectFrom('ngos').select('name').where('id', '=', ngoId).executeTakeFirstOrThrow()).name;
}

/** The log row, the version, the audit entry and the people in charge told: what every step of the organisation's ends with. */
async function recordStep(
  trx: Db,
  partner: SignedInPartner,
  context: PartnerProjectContext,
  step: { batch: ProjectBatchRow; request_status: number; note: string | null; operation: 'InstallmentRequest' | 'InstallmentReceive'; details: Record<string, unknown> },
): Promise<WorkspaceInstallments> {
  const { project, proposal, donorId } = context;
  await insertBatchLogs(trx, [
    {
      batch_id: step.batch.id,
      project_id: project.id,
      request_status: step.request_status,
      transfer_status: step.batch.transfer_status,
      note: step.note,
      user_id: partner.id,
      ngo_name: await ngoName(trx, partner.ngoId),
      ngo_user: 1,
    },
  ]);
  // The version is the project's as it was read in this transaction: only a concurrent writer makes this miss.
  if (!(await bumpProject(trx, project.id, project.version))) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'installment' });
  await writeAudit(trx, {
    donorId,
    userId: partner.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: { ...step.details, batch: step.batch.id, by_ngo_user: true },
  });
  await projectEventForStaff(
    trx,
    partnerActor(partner, donorId),
    { id: project.id, grantId: project.grant_id, title: project.title, usersInCharge: proposal.usersInCharge },
    step.operation,
    { page: ProjectPage.INSTALLMENTS, objectId: step.batch.id },
  );
  const updated = await projectOfPartner(trx, partner, project.id);
  return { installments: await workspaceInstallments(trx, partner, updated.project, isProjectRunning(updated.project.status)) };
}

/**
 * POST PartnerProject/{id}/InstallmentRequest: the next installment in order, never requested, becomes Requested
 * with the justification and the files (written last, so a refusal stores nothing).
 */
export async function requestInstallment(trx: Db, partner: SignedInPartner, files: FileStorage, id: number, form: InstallmentRequestForm): Promise<WorkspaceInstallments> {
  const context = await runningProject(trx, partner, id);
  const input = requestInput(form);
  const { batch, batches } = await batchOf(trx, context, input.batch_id);
  if (batch.request_status !== null) throw conflict('installmentAlreadyRequested');
  if (nextInstallment(batches)?.id !== batch.id) throw conflict('installmentNotNext');
  await setBatchStatuses(trx, batch.id, { request_status: RequestStatus.Requested, transfer_status: batch.transfer_status, justification: input.justification });
  const stored = input.files.map((file) => ({ file, name: newDocumentName(file) }));
  await insertRequestFiles(
    trx,
    stored.map(({ file, name }) => ({
      batch_id: batch.id,
      project_id: context.project.id,
      file_name: file.fileName,
      stored_name: name,
      mime_type: file.mimeType,
      size: file.bytes.length,
      uploaded_by: partner.id,
    })),
  );
  const answer = await recordStep(trx, partner, context, {
    batch,
    request_status: RequestStatus.Requested,
    note: input.justification,
    operation: 'InstallmentRequest',
    details: { change: 'installmentRequest', justification: input.justification, files: stored.map(({ name }) => name) },
  });
  for (const { file, name } of stored) await writeDocument(files, trx, name, file);
  return answer;
}

/** POST PartnerProject/{id}/ExpenditureBatch/{batchId}/Received: a transferred installment arrived (409 otherwise). */
export async function confirmInstallmentReceived(trx: Db, partner: SignedInPartner, id: number, batchId: number, note: string | null): Promise<WorkspaceInstallments> {
  const context = await runningProject(trx, partner, id);
  const { batch } = await batchOf(trx, context, batchId);
  if (batch.request_status === RequestStatus.Received) throw conflict('wrongStatus');
  if (!awaitsReceipt(batch)) throw conflict('installmentNotTransferred');
  await setBatchStatuses(trx, batch.id, { request_status: RequestStatus.Received, transfer_status: batch.transfer_status, received_at: nowIso() });
  return recordStep(trx, partner, context, {
    batch,
    request_status: RequestStatus.Received,
    note,
    operation: 'InstallmentReceive',
    details: { change: 'installmentReceived', note },
  });
}
