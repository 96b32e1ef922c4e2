import { describe, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from './enums';
import { BATCH_MOVES, batchMoveChange, batchMovesOf, canMoveRequest, canTransfer, type RequestState } from './installment-moves';

const batch = (request_status: RequestState, transfer_status: number = TransferStatus.Pending) => ({ request_status, transfer_status });

describe('the moves offered on an installment', () => {
  it('offers only recording the organisation’s request while nobody has asked for the installment', () => {
    expect(batchMovesOf(batch(null))).toEqual(['request']);
    expect(batchMoveChange('request')).toEqual({ request_status: RequestStatus.Requested });
  });

  it('offers approve, negotiate and reject on a request, and no transfer before approval', () => {
    expect(batchMovesOf(batch(RequestStatus.Requested))).toEqual(['approve', 'negotiate', 'reject']);
  });

  it('offers approve and reject while the request is under negotiation', () => {
    expect(batchMovesOf(batch(RequestStatus.UnderNegotiation))).toEqual(['approve', 'reject']);
  });

  it('offers only reopening a rejected request (back to negotiation)', () => {
    expect(batchMovesOf(batch(RequestStatus.Rejected))).toEqual(['reopen']);
    expect(batchMoveChange('reopen')).toEqual({ request_status: RequestStatus.UnderNegotiation });
  });

  it('offers the transfer once approved, and nothing once transferred (a transfer is final)', () => {
    expect(batchMovesOf(batch(RequestStatus.Approved))).toEqual(['transfer']);
    expect(batchMovesOf(batch(RequestStatus.Approved, TransferStatus.Transferred))).toEqual([]);
  });

  it('never offers to set Received: that is the organisation’s to confirm', () => {
    expect(batchMovesOf(batch(RequestStatus.Received))).toEqual([]);
    expect(batchMovesOf(batch(RequestStatus.Received, TransferStatus.Transferred))).toEqual([]);
    for (const move of BATCH_MOVES) expect(batchMoveChange(move).request_status).not.toBe(RequestStatus.Received);
  });

  it('refuses a decision or a transfer before a request, and a second request', () => {
    for (const to of [RequestStatus.Approved, RequestStatus.UnderNegotiation, RequestStatus.Rejected, RequestStatus.Received]) {
      expect(canMoveRequest(null, to), String(to)).toBe(false);
    }
    expect(canTransfer(batch(null))).toBe(false);
    expect(canMoveRequest(null, RequestStatus.Requested)).toBe(true);
    for (const from of Object.values(RequestStatus)) expect(canMoveRequest(from, RequestStatus.Requested), String(from)).toBe(false);
  });

  it('offers exactly the moves the server allows, for every pair of statuses', () => {
    for (const request of [null, ...Object.values(RequestStatus)]) {
      for (const transfer of Object.values(TransferStatus)) {
        const from = batch(request, transfer);
        for (const move of BATCH_MOVES) {
          const change = batchMoveChange(move);
          const allowed =
            change.transfer_status !== undefined ? canTransfer(from) : change.request_status !== undefined && canMoveRequest(request, change.request_status);
          // "negotiate" and "reopen" send the same body; each is offered from its own side of "rejected".
          const offered = batchMovesOf(from).includes(move);
          if (offered) expect(allowed, `${move} from ${request}/${transfer}`).toBe(true);
          if (allowed && !offered && transfer === TransferStatus.Pending) expect(['negotiate', 'reopen']).toContain(move);
        }
      }
    }
  });
});
