import type { BadgeProps } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { ActivityStatus, IndicatorStatus, ProgressReportKind, ProjectRiskStatus } from '#contract/project-tracking';

/**
 * Labels and chip colours of the follow-up enumerations (contract/project-tracking.ts), looked up, never re-listed.
 * Words that other screens use as verbs or list headings ("Open", "Rejected") carry a context, so Arabic can give a
 * status its own form.
 */

type Look = { label: MessageDescriptor; color: NonNullable<BadgeProps['color']> };

/** Against the plan: behind is the one to act on, ahead is good news. */
export const INDICATOR_STATUS_LOOK: Record<IndicatorStatus, Look> = {
  not_started: { label: msg`Not started`, color: 'informative' },
  behind: { label: msg`Behind`, color: 'danger' },
  on_track: { label: msg`On track`, color: 'success' },
  ahead: { label: msg`Ahead`, color: 'brand' },
};

export const ACTIVITY_STATUS_LOOK: Record<ActivityStatus, Look> = {
  not_started: { label: msg`Not started`, color: 'informative' },
  in_progress: { label: msg`In progress`, color: 'brand' },
  completed: { label: msg`Completed`, color: 'success' },
  on_hold: { label: msg`On hold`, color: 'warning' },
  cancelled: { label: msg`Cancelled`, color: 'subtle' },
};

export const PROJECT_RISK_STATUS_LOOK: Record<ProjectRiskStatus, Look> = {
  open: { label: msg({ message: 'Open', context: 'risk status' }), color: 'warning' },
  closed: { label: msg({ message: 'Closed', context: 'risk status' }), color: 'subtle' },
};

export const PROGRESS_REPORT_KIND_LABELS: Record<ProgressReportKind, MessageDescriptor> = {
  narrative: msg`Narrative`,
  financial: msg`Financial`,
};

/** Spec section 4 "Request status labels": under negotiation (info), approved (primary), rejected (error), request, received. */
const REQUEST_STATUS_LOOK: Record<RequestStatus, Look> = {
  [RequestStatus.Requested]: { label: msg({ message: 'Requested', context: 'installment request' }), color: 'subtle' },
  [RequestStatus.Approved]: { label: msg({ message: 'Approved', context: 'installment request' }), color: 'brand' },
  [RequestStatus.Received]: { label: msg({ message: 'Received', context: 'installment request' }), color: 'success' },
  [RequestStatus.UnderNegotiation]: { label: msg({ message: 'Under negotiation', context: 'installment request' }), color: 'informative' },
  [RequestStatus.Rejected]: { label: msg({ message: 'Rejected', context: 'installment request' }), color: 'danger' },
};

const TRANSFER_STATUS_LOOK: Record<TransferStatus, Look> = {
  [TransferStatus.Pending]: { label: msg`Not transferred`, color: 'subtle' },
  [TransferStatus.Transferred]: { label: msg`Transferred`, color: 'success' },
};

/** The look of a request status read from the server (an unknown value reads as requested). */
export function requestStatusLook(value: number): Look {
  return (REQUEST_STATUS_LOOK as Record<number, Look | undefined>)[value] ?? REQUEST_STATUS_LOOK[RequestStatus.Requested];
}

export function transferStatusLook(value: number): Look {
  return (TRANSFER_STATUS_LOOK as Record<number, Look | undefined>)[value] ?? TRANSFER_STATUS_LOOK[TransferStatus.Pending];
}
