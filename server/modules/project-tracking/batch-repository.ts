import type { Kysely } from 'kysely';
import { RequestStatus } from '#contract/enums';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';

/** A project's installments (the rows of its proposal: server/modules/proposals/batch-repository.ts) and their log. */

type Db = Kysely<Database>;

export async function batchesOfProject(db: Db, proposalId: number) {
  const rows = await db
    .selectFrom('expenditure_batches')
    .select([
      'id',
      'title',
      'percent',
      'amount',
      'donor_id',
      'proposal_id',
      'project_id',
      'position',
      'request_status',
      'transfer_status',
      'transferred_at',
      'justification',
      'transfer_date',
      'transfer_reference',
      'received_at',
      'created_at',
      'updated_at',
    ])
    .where('proposal_id', '=', proposalId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, percent: Number(row.percent), amount: Number(row.amount) }));
}
export type ProjectBatchRow = Awaited<ReturnType<typeof batchesOfProject>>[number];

export async function setBatchStatuses(
  db: Db,
  id: number,
  values: {
    request_status: number | null;
    transfer_status: number;
    transferred_at?: string | null;
    transfer_date?: string | null;
    transfer_reference?: string | null;
    justification?: string | null;
    received_at?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('expenditure_batches')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export type BatchLogValues = {
  batch_id: number;
  project_id: number;
  request_status: number;
  transfer_status: number;
  note: string | null;
  user_id: number | null;
  ngo_name: string | null;
  /** 1 when user_id is a user of the organisation (migration 018). */
  ngo_user?: number;
  /** 1 when staff (user_id) recorded the organisation's request on its behalf. */
  on_behalf?: number;
  created_at?: string;
};

export async function insertBatchLogs(db: Db, logs: readonly BatchLogValues[]): Promise<void> {
  if (!logs.length) return;
  const now = nowIso();
  await db
    .insertInto('expenditure_batch_logs')
    .values(logs.map((log) => ({ ...log, created_at: log.created_at ?? now })))
    .execute();
}

function logRows(db: Db, projectId: number) {
  return db
    .selectFrom('expenditure_batch_logs')
    .innerJoin('expenditure_batches', 'expenditure_batches.id', 'expenditure_batch_logs.batch_id')
    .leftJoin('users', 'users.id', 'expenditure_batch_logs.user_id')
    .select([
      'expenditure_batch_logs.id',
      'expenditure_batch_logs.batch_id',
      'expenditure_batches.title as batch_title',
      'expenditure_batch_logs.request_status',
      'expenditure_batch_logs.transfer_status',
      'expenditure_batch_logs.note',
      'expenditure_batch_logs.user_id',
      'users.name as user_name',
      'expenditure_batch_logs.ngo_name',
      'expenditure_batch_logs.on_behalf',
      'expenditure_batch_logs.ngo_user',
      'expenditure_batch_logs.created_at',
    ])
    .where('expenditure_batch_logs.project_id', '=', projectId);
}
export type BatchLogRow = Awaited<ReturnType<ReturnType<typeof logRows>['execute']>>[number];

/** Newest first; one installment's when batchId is given. */
export function logsOfProject(db: Db, projectId: number, batchId?: number) {
  let query = logRows(db, projectId);
  if (batchId !== undefined) query = query.where('expenditure_batch_logs.batch_id', '=', batchId);
  return query.orderBy('expenditure_batch_logs.created_at', 'desc').orderBy('expenditure_batch_logs.id', 'desc').execute();
}

/** The log entries that recorded a request, oldest first: the first of each installment is its request. */
export function requestLogsOfProject(db: Db, projectId: number) {
  return logRows(db, projectId)
    .where('expenditure_batch_logs.request_status', '=', RequestStatus.Requested)
    .orderBy('expenditure_batch_logs.created_at')
    .orderBy('expenditure_batch_logs.id')
    .execute();
}

/** The files the organisation attached to its installment requests, oldest first. */
export function requestFilesOfProject(db: Db, projectId: number) {
  return db
    .selectFrom('installment_request_files')
    .select(['id', 'batch_id', 'file_name', 'stored_name', 'mime_type', 'size', 'created_at'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}
export type RequestFileRow = Awaited<ReturnType<typeof requestFilesOfProject>>[number];

export async function insertRequestFiles(
  db: Db,
  files: readonly { batch_id: number; project_id: number; file_name: string; stored_name: string; mime_type: string; size: number; uploaded_by: number }[],
): Promise<void> {
  if (!files.length) return;
  const now = nowIso();
  await db
    .insertInto('installment_request_files')
    .values(files.map((file) => ({ ...file, created_at: now })))
    .execute();
}
