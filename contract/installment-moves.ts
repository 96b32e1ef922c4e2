import { RequestStatus, TransferStatus } from './enums';

/*
 * What can happen to an installment of a running project, in one table that the server enforces and the PWA offers
 * (docs/decisions/138-installment-requests.md). An installment starts not requested: its request status is null
 * (not a value of the spec's RequestStatus, which keeps its numbers) until the organisation asks for the money, or a
 * staff member records that request on the organisation's behalf. Only then can staff approve, negotiate or reject
 * it; an approved request is transferred once. Received is the organisation's to confirm, never the funder's.
 */

/** An installment's request status: one of the spec's, or null while nobody has asked for it. */
export type RequestState = RequestStatus | null;

export function isRequested(requestStatus: number | null): boolean {
  return requestStatus !== null;
}

/** The funder's moves, named as staff think of them, in the order the page offers them. */
export const BATCH_MOVES = ['request', 'approve', 'negotiate', 'reopen', 'reject', 'transfer'] as const;
export type BatchMove = (typeof BATCH_MOVES)[number];

/** The body of PUT …/ExpenditureBatch/{batchId}/Status that a move sends. */
export type BatchStatusChange = { request_status?: RequestStatus; transfer_status?: TransferStatus };

type MoveRule = {
  /** The request states the move starts from (the transfer must still be pending). */
  from: readonly RequestState[];
  change: BatchStatusChange;
};

/**
 * Each move: from which request states it is allowed, and what it sends. "negotiate" and "reopen" send the same
 * body, each from its own side of "rejected". A request recorded by staff is logged as made on the organisation's
 * behalf.
 */
export const BATCH_MOVE_RULES: Record<BatchMove, MoveRule> = {
  request: { from: [null], change: { request_status: RequestStatus.Requested } },
  approve: { from: [RequestStatus.Requested, RequestStatus.UnderNegotiation], change: { request_status: RequestStatus.Approved } },
  negotiate: { from: [RequestStatus.Requested], change: { request_status: RequestStatus.UnderNegotiation } },
  reopen: { from: [RequestStatus.Rejected], change: { request_status: RequestStatus.UnderNegotiation } },
  reject: { from: [RequestStatus.Requested, RequestStatus.UnderNegotiation], change: { request_status: RequestStatus.Rejected } },
  transfer: { from: [RequestStatus.Approved], change: { transfer_status: TransferStatus.Transferred } },
};

export function batchMoveChange(move: BatchMove): BatchStatusChange {
  return BATCH_MOVE_RULES[move].change;
}

type BatchStatuses = { request_status: number | null; transfer_status: number };

function startsFrom(move: BatchMove, batch: BatchStatuses): boolean {
  return batch.transfer_status === TransferStatus.Pending && (BATCH_MOVE_RULES[move].from as readonly (number | null)[]).includes(batch.request_status);
}

/** The moves an installment's statuses allow, in BATCH_MOVES order. */
export function batchMovesOf(batch: BatchStatuses): BatchMove[] {
  return BATCH_MOVES.filter((move) => startsFrom(move, batch));
}

/** Whether a request status may move from `from` to `to` (PUT …/Status with a request_status). */
export function canMoveRequest(from: number | null, to: number): boolean {
  return BATCH_MOVES.some((move) => (BATCH_MOVE_RULES[move].from as readonly (number | null)[]).includes(from) && BATCH_MOVE_RULES[move].change.request_status === to);
}

/** Money is transferred once the request is approved, and only once. */
export function canTransfer(batch: BatchStatuses): boolean {
  return startsFrom('transfer', batch);
}
