import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditEntity, AuditField } from '#contract/audit';
import { RequestStatus, TransferStatus } from '#contract/enums';

/**
 * The words of the audit trail on screen. Proposal statuses read with the proposals' own labels (same catalog);
 * the installments' statuses repeat their messages (and contexts) here because the installments' labels sit in the
 * detail pages' catalog, which Settings > Activity does not load; the Excel export says them on the server
 * (server/modules/audit/audit-export-labels.ts).
 */

export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  created: msg({ message: 'Created', context: 'audit action' }),
  updated: msg({ message: 'Updated', context: 'audit action' }),
  deleted: msg({ message: 'Deleted', context: 'audit action' }),
  published: msg({ message: 'Published', context: 'audit action' }),
  redrafted: msg({ message: 'Returned to draft', context: 'audit action' }),
  closed: msg({ message: 'Closed', context: 'audit action' }),
  detailsChanged: msg`Changed the details`,
  countriesChanged: msg`Changed the countries`,
  deadlineChanged: msg`Changed the deadline`,
  usersInChargeChanged: msg`Changed the users in charge`,
  objectiveAdded: msg`Added an objective`,
  objectiveRenamed: msg`Renamed an objective`,
  objectiveRemoved: msg`Removed an objective`,
  dueDiligenceAdded: msg`Added a due diligence`,
  dueDiligenceRemoved: msg`Removed a due diligence`,
  statusChanged: msg`Changed the status`,
  accepted: msg({ message: 'Accepted', context: 'audit action' }),
  installmentsChanged: msg`Changed the installments`,
  installmentStatusChanged: msg`Changed an installment’s status`,
  progressReportAdded: msg`Added a progress report`,
  progressReportRemoved: msg`Removed a progress report`,
  monthSaved: msg`Saved a monthly report`,
  monthSubmitted: msg`Submitted a monthly report`,
  monthReturned: msg`Returned a monthly report with comments`,
  monthApproved: msg`Approved a monthly report`,
};

export const AUDIT_FIELD_LABELS: Record<AuditField, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  eligibility: msg`Eligibility`,
  currency: msg`Currency`,
  min_size: msg`Minimum size`,
  max_size: msg`Maximum size`,
  deadline: msg`Deadline`,
  status: msg`Status`,
  request_status: msg`Request status`,
  transfer_status: msg`Transfer status`,
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, MessageDescriptor> = {
  grant: msg({ message: 'Grant', context: 'kind of record' }),
  proposal: msg({ message: 'Proposal', context: 'kind of record' }),
  project: msg({ message: 'Project', context: 'kind of record' }),
  negotiation: msg({ message: 'Negotiation comment', context: 'kind of record' }),
  programObjective: msg({ message: 'Initiative objective', context: 'kind of record' }),
  programOutcome: msg({ message: 'Outcome', context: 'kind of record' }),
  programOutput: msg({ message: 'Output', context: 'kind of record' }),
  programIndicator: msg({ message: 'Indicator', context: 'kind of record' }),
  programActivity: msg({ message: 'Activity', context: 'kind of record' }),
  programVerificationMethod: msg({ message: 'Means of verification', context: 'kind of record' }),
  programMonitoring: msg({ message: 'Monitoring', context: 'kind of record' }),
  programRisk: msg({ message: 'Risk', context: 'kind of record' }),
};

export const REQUEST_STATUS_WORDS: Record<RequestStatus, MessageDescriptor> = {
  [RequestStatus.Requested]: msg({ message: 'Requested', context: 'installment request' }),
  [RequestStatus.Approved]: msg({ message: 'Approved', context: 'installment request' }),
  [RequestStatus.Received]: msg({ message: 'Received', context: 'installment request' }),
  [RequestStatus.UnderNegotiation]: msg({ message: 'Under negotiation', context: 'installment request' }),
  [RequestStatus.Rejected]: msg({ message: 'Rejected', context: 'installment request' }),
};

export const TRANSFER_STATUS_WORDS: Record<TransferStatus, MessageDescriptor> = {
  [TransferStatus.Pending]: msg`Not transferred`,
  [TransferStatus.Transferred]: msg`Transferred`,
};
