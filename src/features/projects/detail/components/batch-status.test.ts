import { describe, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { REQUEST_STATUS_LOOK, TRANSFER_STATUS_LOOK, requestStatusLook, transferStatusLook } from './batch-status';

describe('installment status labels and colours (spec section 4)', () => {
  it('colours under negotiation info, approved primary, rejected error, and leaves requested and received grey', () => {
    expect(REQUEST_STATUS_LOOK[RequestStatus.UnderNegotiation]).toMatchObject({ tone: 'info' });
    expect(REQUEST_STATUS_LOOK[RequestStatus.Approved]).toMatchObject({ tone: 'primary' });
    expect(REQUEST_STATUS_LOOK[RequestStatus.Rejected]).toMatchObject({ tone: 'error' });
    expect(REQUEST_STATUS_LOOK[RequestStatus.Requested]).toMatchObject({ tone: 'grey' });
    expect(REQUEST_STATUS_LOOK[RequestStatus.Received]).toMatchObject({ tone: 'grey' });
  });

  it('names every request and transfer status of the contract', () => {
    for (const status of Object.values(RequestStatus)) expect(requestStatusLook(status).label.message).toBeTruthy();
    for (const status of Object.values(TransferStatus)) expect(transferStatusLook(status).label.message).toBeTruthy();
    expect(requestStatusLook(RequestStatus.Approved).label.message).toBe('Approved');
    expect(transferStatusLook(TransferStatus.Transferred)).toMatchObject({ tone: 'success' });
    expect(TRANSFER_STATUS_LOOK[TransferStatus.Pending]).toMatchObject({ tone: 'grey' });
  });

  it('says "Not requested", in grey, for an installment nobody has asked for (no request status)', () => {
    expect(requestStatusLook(null)).toMatchObject({ tone: 'grey' });
    expect(requestStatusLook(null).label.message).toBe('Not requested');
    expect(requestStatusLook(RequestStatus.Requested).label.message).toBe('Requested');
  });

  it('shows a status it does not know as unknown instead of failing', () => {
    expect(requestStatusLook(42).label.message).toBe('Unknown');
    expect(transferStatusLook(-1).tone).toBe('grey');
  });
});
