import { auditChangeSchema, type AuditAction, type AuditChange, type AuditEntity, type AuditEntry, type AuditValue } from '#contract/audit';
import { PROPOSAL_STATUSES, proposalStatusToWire, type Operation } from '#contract/enums';

/**
 * An audit row as the History tab reads it: its action in one word of contract/audit.ts and its changed fields
 * before → after. Rows keep what each change wrote (`details`); this is the one place that knows those shapes.
 */

const OPERATION_ACTIONS: Record<Operation, AuditAction> = {
  Add: 'created',
  Update: 'updated',
  Delete: 'deleted',
  Draft: 'redrafted',
  Publish: 'published',
  Close: 'closed',
};

/** The `change` an Update writes (grant-actions.ts, proposal-actions.ts, project-tracking), and the action it reads as. */
const CHANGE_ACTIONS = new Map<string, AuditAction>([
  ['details', 'detailsChanged'],
  ['countries', 'countriesChanged'],
  ['deadline', 'deadlineChanged'],
  ['usersInCharge', 'usersInChargeChanged'],
  ['objective.add', 'objectiveAdded'],
  ['objective.update', 'objectiveRenamed'],
  ['objective.delete', 'objectiveRemoved'],
  ['dueDiligence.add', 'dueDiligenceAdded'],
  ['dueDiligence.delete', 'dueDiligenceRemoved'],
  ['status', 'statusChanged'],
  ['accept', 'accepted'],
  ['installments', 'installmentsChanged'],
  ['installmentStatus', 'installmentStatusChanged'],
  ['progressReport.add', 'progressReportAdded'],
  ['progressReport.delete', 'progressReportRemoved'],
  // A project's months (server/modules/monthly-reports): the organisation saves and submits, the funder returns or approves.
  ['month.save', 'monthSaved'],
  ['month.submit', 'monthSubmitted'],
  ['month.return', 'monthReturned'],
  ['month.approve', 'monthApproved'],
]);

export type AuditRow = {
  id: number;
  entity: AuditEntity;
  entity_id: number;
  operation: Operation;
  details: Record<string, unknown>;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
  queued_at: string | null;
};

function actionOf(operation: Operation, details: Record<string, unknown>): AuditAction {
  if (operation !== 'Update') return OPERATION_ACTIONS[operation];
  return (typeof details.change === 'string' ? CHANGE_ACTIONS.get(details.change) : undefined) ?? 'updated';
}

function valueOf(raw: unknown): AuditValue {
  return typeof raw === 'string' || typeof raw === 'number' ? raw : null;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A proposal's status as contract/enums.ts names it: rows keep the wire form ("under_negotiation") for the new one. */
function proposalStatusOf(value: unknown): unknown {
  return PROPOSAL_STATUSES.find((status) => status === value || proposalStatusToWire(status) === value) ?? value;
}

function change(field: AuditChange['field'], from: unknown, to: unknown): AuditChange {
  return { field, from: valueOf(from), to: valueOf(to), currency: null };
}

function changesOf(operation: Operation, details: Record<string, unknown>): AuditChange[] {
  if (Array.isArray(details.changes)) {
    return details.changes.flatMap((item) => {
      const parsed = auditChangeSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }
  if (operation === 'Publish') return [change('deadline', null, details.deadline)];
  if (operation === 'Draft') return [change('deadline', details.deadline, null)];
  if (details.change === 'deadline') return [change('deadline', details.from, details.to)];
  if (details.change === 'status') return [change('status', proposalStatusOf(details.from), proposalStatusOf(details.to))];
  if (details.change === 'installmentStatus') {
    const from = record(details.from);
    const to = record(details.to);
    return (['request_status', 'transfer_status'] as const)
      .filter((field) => to[field] !== undefined && to[field] !== from[field])
      .map((field) => change(field, from[field], to[field]));
  }
  return [];
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    entity: row.entity,
    entity_id: row.entity_id,
    action: actionOf(row.operation, row.details),
    user_id: row.user_id,
    user_name: row.user_name,
    title: typeof row.details.title === 'string' ? row.details.title : null,
    month: typeof row.details.change === 'string' && row.details.change.startsWith('month.') && typeof row.details.month === 'string' ? row.details.month : null,
    created_at: row.created_at,
    queued_at: row.queued_at,
    changes: changesOf(row.operation, row.details),
  };
}
