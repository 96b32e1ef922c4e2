import type { ProgressReportDecision, ProgressReportKind } from '#contract/project-tracking';
import type { InstallmentValues } from '@/features/proposals';
import type { BatchMove } from '#contract/installment-moves';
import type { ProjectRef } from './project-cache';

/**
 * What the queued project actions carry, and what the pages read from them before the server answers. None has an
 * overlay: the header, the installments, their statuses and the reports are different shapes under one entity, so
 * each page picks its own changes out of the queue with these pure helpers (tested without a browser). As for a
 * proposal's decisions, a new status shows only once the server confirms it; until then the row says it waits.
 */

/** Outbox action types of projects; written once, read by the actions and by the pages that look for them. */
export const PROJECT_ACTION = {
  batches: 'project.batches',
  batchStatus: 'project.batchStatus',
  addReport: 'project.progressReport.add',
  deleteReport: 'project.progressReport.delete',
  reviewReport: 'project.progressReport.review',
} as const;

export type { InstallmentValues };
export type ProjectBatchesPayload = ProjectRef & { installments: InstallmentValues[] };
export type BatchStatusPayload = ProjectRef & {
  batchId: number;
  batchTitle: string;
  move: BatchMove;
  request_status?: number | undefined;
  transfer_status?: number | undefined;
  note: string | null;
  /** With a transfer: the day the money left ('YYYY-MM-DD') and the bank's reference. */
  transfer_date?: string | null | undefined;
  transfer_reference?: string | null | undefined;
};
export type ProgressReportFields = { title: string; kind: ProgressReportKind; period_start: string; period_end: string };
/** The file travels as the Blob itself: IndexedDB keeps it, so an upload queued offline is sent later. */
export type AddProgressReportPayload = ProjectRef & { report: ProgressReportFields; file: Blob; fileName: string; fileType: string; fileSize: number };
export type DeleteProgressReportPayload = ProjectRef & { reportId: number; reportTitle: string };
export type ReviewProgressReportPayload = ProjectRef & { reportId: number; reportTitle: string; status: ProgressReportDecision; comment: string | null };

type Queued = { key: string; type: string; payload: unknown; state?: string };

/** The installments as the user last saved them, or null when no change of them waits. */
export function queuedProjectInstallments(queued: readonly Queued[]): InstallmentValues[] | null {
  const last = queued.findLast((change) => change.type === PROJECT_ACTION.batches);
  return last ? (last.payload as ProjectBatchesPayload).installments : null;
}

/** The status changes waiting for one installment, oldest first. */
export function queuedBatchMoves(queued: readonly Queued[], batchId: number): BatchStatusPayload[] {
  return queued
    .filter((change) => change.type === PROJECT_ACTION.batchStatus)
    .map((change) => change.payload as BatchStatusPayload)
    .filter((payload) => payload.batchId === batchId);
}

export type QueuedUpload = { key: string; state: string | undefined; payload: AddProgressReportPayload };

/** Reports waiting to be uploaded, oldest first, with their record key (their upload's progress is kept under it). */
export function queuedUploads(queued: readonly Queued[]): QueuedUpload[] {
  return queued
    .filter((change) => change.type === PROJECT_ACTION.addReport)
    .map((change) => ({ key: change.key, state: change.state, payload: change.payload as AddProgressReportPayload }));
}

/** Ids of the reports whose deletion waits to be sent. */
export function queuedReportDeletions(queued: readonly Queued[]): ReadonlySet<number> {
  return new Set(
    queued.filter((change) => change.type === PROJECT_ACTION.deleteReport).map((change) => (change.payload as DeleteProgressReportPayload).reportId),
  );
}

/** The reports whose accept or return waits to be sent. */
export function queuedReportReviews(queued: readonly Queued[]): ReadonlySet<number> {
  return new Set(
    queued.filter((change) => change.type === PROJECT_ACTION.reviewReport).map((change) => (change.payload as ReviewProgressReportPayload).reportId),
  );
}
