import type { ProgressReportKind } from '#contract/project-tracking';

/**
 * What the workspace's queued actions carry (decision 207), and what the workspace reads from them before the server
 * answers. None has an overlay: an installment's request, its receipt, a report and a risk review are different
 * shapes under one entity, so each section picks its own changes out of the queue with these pure helpers.
 */

/** The outbox's entity name for the organisation's running projects (contract/outbox.ts OUTBOX_ENTITIES). */
export const PARTNER_PROJECT_ENTITY = 'partner-project';

/** Outbox action types of the workspace; written once, read by the actions and by the sections that look for them. */
export const PARTNER_PROJECT_ACTION = {
  installmentRequest: 'partner-project.installment-request',
  installmentReceived: 'partner-project.installment-received',
  progressReport: 'partner-project.progress-report',
  riskReview: 'partner-project.risk-review',
} as const;

/** Which project a change is about, named as the user saw it (Pending changes' lines). */
export type PartnerProjectRef = { projectId: number; projectTitle: string };

/** A file as the outbox keeps it: the Blob itself (IndexedDB stores it) and its name, which a stored Blob may lose. */
export type QueuedFile = { file: Blob; name: string };

export type InstallmentRequestPayload = PartnerProjectRef & { batchId: number; batchTitle: string; justification: string; files: QueuedFile[] };
export type InstallmentReceivedPayload = PartnerProjectRef & { batchId: number; batchTitle: string };
export type ProgressReportFields = { title: string; kind: ProgressReportKind; period_start: string; period_end: string };
/** `replaces`: the returned report this one corrects, if any. */
export type PartnerProgressReportPayload = PartnerProjectRef & { report: ProgressReportFields; file: QueuedFile; replaces: number | null };
export type RiskReviewFields = { status: 'open' | 'closed'; isMaterialized: boolean; mitigation: string; review_date: string | null };
export type RiskReviewPayload = PartnerProjectRef & { riskId: number; riskTitle: string; review: RiskReviewFields };

type Queued = { key: string; type: string; payload: unknown; state?: string };

function payloadsOf<Payload>(queued: readonly Queued[], type: string): Payload[] {
  return queued.filter((change) => change.type === type).map((change) => change.payload as Payload);
}

/** The installments whose request or receipt waits to be sent: the section shows "waiting" instead of its buttons. */
export function queuedInstallmentIds(queued: readonly Queued[]): ReadonlySet<number> {
  return new Set([
    ...payloadsOf<InstallmentRequestPayload>(queued, PARTNER_PROJECT_ACTION.installmentRequest).map((payload) => payload.batchId),
    ...payloadsOf<InstallmentReceivedPayload>(queued, PARTNER_PROJECT_ACTION.installmentReceived).map((payload) => payload.batchId),
  ]);
}

/** The reports waiting to be uploaded, oldest first. */
export function queuedProgressReports(queued: readonly Queued[]): Array<{ key: string; payload: PartnerProgressReportPayload }> {
  return queued
    .filter((change) => change.type === PARTNER_PROJECT_ACTION.progressReport)
    .map((change) => ({ key: change.key, payload: change.payload as PartnerProgressReportPayload }));
}

/** The latest review of each risk still waiting to be sent: the register shows it as the user saved it. */
export function queuedRiskReviews(queued: readonly Queued[]): ReadonlyMap<number, RiskReviewFields> {
  return new Map(payloadsOf<RiskReviewPayload>(queued, PARTNER_PROJECT_ACTION.riskReview).map((payload) => [payload.riskId, payload.review]));
}
