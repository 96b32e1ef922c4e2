import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RequestStatus, TransferStatus } from '#contract/enums';

/**
 * The labels and colours of an installment's statuses (spec sections 3 and 4). Request status: under negotiation
 * info, approved primary, rejected error; requested and received have no colour in the spec and are grey. The
 * spec gives the transfer status no colours: pending is grey, transferred green (money that has left, final).
 */
export type BatchStatusTone = 'primary' | 'info' | 'error' | 'success' | 'grey';
export type BatchStatusLook = { label: MessageDescriptor; tone: BatchStatusTone };

export const REQUEST_STATUS_LOOK: Record<RequestStatus, BatchStatusLook> = {
  [RequestStatus.Requested]: { label: msg`Requested`, tone: 'grey' },
  [RequestStatus.Approved]: { label: msg`Approved`, tone: 'primary' },
  [RequestStatus.Received]: { label: msg`Received`, tone: 'grey' },
  [RequestStatus.UnderNegotiation]: { label: msg`Under negotiation`, tone: 'info' },
  [RequestStatus.Rejected]: { label: msg`Rejected`, tone: 'error' },
};

export const TRANSFER_STATUS_LOOK: Record<TransferStatus, BatchStatusLook> = {
  [TransferStatus.Pending]: { label: msg`Not transferred`, tone: 'grey' },
  [TransferStatus.Transferred]: { label: msg`Transferred`, tone: 'success' },
};

const UNKNOWN: BatchStatusLook = { label: msg`Unknown`, tone: 'grey' };

/** The look of a request status from the API (a number), an unknown one included. */
export function requestStatusLook(status: number): BatchStatusLook {
  return REQUEST_STATUS_LOOK[status as RequestStatus] ?? UNKNOWN;
}

export function transferStatusLook(status: number): BatchStatusLook {
  return TRANSFER_STATUS_LOOK[status as TransferStatus] ?? UNKNOWN;
}
