import { RequestStatus, TransferStatus } from '#contract/enums';
import { REQUEST_STATUS_MOVES, canTransfer, type ProjectBatch } from '#contract/project-tracking';

/**
 * The funder's moves on an installment (decision 130), named as staff think of them. Each is one PUT
 * …/ExpenditureBatch/{id}/Status body; which are offered follows the contract's REQUEST_STATUS_MOVES and
 * canTransfer, the same rules the server applies.
 */
export const BATCH_MOVES = ['approve', 'negotiate', 'reopen', 'reject', 'transfer'] as const;
export type BatchMove = (typeof BATCH_MOVES)[number];

export type BatchStatusChange = { request_status?: number; transfer_status?: number };

/** The body of a move: the new request status, or the transfer. */
export function batchMoveChange(move: BatchMove): BatchStatusChange {
  switch (move) {
    case 'approve':
      return { request_status: RequestStatus.Approved };
    case 'negotiate':
    case 'reopen':
      return { request_status: RequestStatus.UnderNegotiation };
    case 'reject':
      return { request_status: RequestStatus.Rejected };
    case 'transfer':
      return { transfer_status: TransferStatus.Transferred };
  }
}

/** The moves an installment's statuses allow, in BATCH_MOVES order; reopening is negotiating a rejected request. */
export function batchMovesOf(batch: Pick<ProjectBatch, 'request_status' | 'transfer_status'>): BatchMove[] {
  const targets: readonly number[] = REQUEST_STATUS_MOVES[batch.request_status as RequestStatus] ?? [];
  const rejected = batch.request_status === RequestStatus.Rejected;
  return BATCH_MOVES.filter((move) => {
    if (move === 'transfer') return canTransfer(batch);
    if (move === 'reopen') return rejected && targets.includes(RequestStatus.UnderNegotiation);
    if (move === 'negotiate') return !rejected && targets.includes(RequestStatus.UnderNegotiation);
    const target = batchMoveChange(move).request_status;
    return target !== undefined && targets.includes(target);
  });
}
