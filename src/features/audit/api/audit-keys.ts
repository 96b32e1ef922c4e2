import type { AuditEntity } from '#contract/audit';

/** What a list of audit rows asks for: one entity's history, or the funder's activity with its filters. */
export type AuditFilter = {
  entity?: AuditEntity | undefined;
  entity_id?: number | undefined;
  user_id?: number | undefined;
  /** Calendar days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  rows: number;
};

/** Every audit query hangs under `auditKeys.all`; a change anywhere makes them all stale (invalidateAuditTrail). */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
};
