import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RequestStatus, TransferStatus } from '#contract/enums';

/**
 * The labels and colours of an installment's statuses (spec sections 3 and 4), for every page that shows them (the
 * money pages, the spending page and the reports). Request status: under negotiation info, approved primary,
 * rejected error; requested and received have no colour in the spec and are grey, as is "not requested" (no request
 * status yet: contract/installment-moves.ts). The spec gives the transfer status
 * no colours: pending is grey, transferred green (money that has left, final). Request labels carry a context
 * (decision 134): other screens use "Rejected" as a list heading, so Arabic can give the status its own form.
 */
export type BatchStatusTone = 'primary' | 'info' | 'error' | 'success' | 'grey';
export type BatchStatusLook = { label: MessageDescriptor; tone: BatchStatusTone };

export const REQUEST_STATUS_LOOK: Record<RequestStatus, BatchStatusLook> = {
  [RequestStatus.Requested]: { label: msg({ message: 'Requested', context: 'installment request' }), tone: 'grey' },
  [RequestStatus.Approved]: { label: msg({ message: 'Approved', context: 'installment request' }), tone: 'primary' },
  [RequestStatus.Received]: { label: msg({ message: 'Received', context: 'installment request' }), tone: 'grey' },
  [RequestStatus.UnderNegotiation]: { label: msg({ message: 'Under negotiation', context: 'installment request' }), tone: 'info' },
  [RequestStatus.Rejected]: { label: msg({ message: 'Rejected', context: 'installment request' }), tone: 'error' },
};

export const TRANSFER_STATUS_LOOK: Record<TransferStatus, BatchStatusLook> = {
  [TransferStatus.Pending]: { label: msg`Not transferred`, tone: 'grey' },
  [TransferStatus.Transferred]: { label: msg`Transferred`, tone: 'success' },
};

/** An installment nobody has asked for yet. */
export const NOT_REQUESTED_LOOK: BatchStatusLook = { label: msg({ message: 'Not requested', context: 'installment request' }), tone: 'grey' };

const UNKNOWN: BatchStatusLook = { label: msg`Unknown`, tone: 'grey' };

/** The look of a request status from the API (a number, or null while not requested), an unknown one included. */
export function requestStatusLook(status: number | null): BatchStatusLook {
  if (status === null) return NOT_REQUESTED_LOOK;
  return REQUEST_STATUS_LOOK[status as RequestStatus] ?? UNKNOWN;
}

export function transferStatusLook(status: number): BatchStatusLook {
  return TRANSFER_STATUS_LOOK[status as TransferStatus] ?? UNKNOWN;
}
