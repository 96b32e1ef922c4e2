import type { Generated } from 'kysely';

/**
 * The tables of migration 003 (grants, the idempotency store, the audit log), kept beside schema.ts so that
 * modules growing in parallel do not edit the same lines. Same conventions: ISO text timestamps, 0/1 flags.
 */
export type GrantTables = {
  grants: GrantTable;
  grant_programs: GrantProgramTable;
  grant_countries: GrantCountryTable;
  grant_users_in_charge: GrantUserInChargeTable;
  grant_objectives: GrantObjectiveTable;
  grant_due_diligences: GrantDueDiligenceTable;
  idempotency_keys: IdempotencyKeyTable;
  audit_log: AuditLogTable;
};

export type GrantTable = {
  id: Generated<number>;
  donor_id: number;
  title: string;
  /** As stored: Draft or Published (or Closed); a published grant past its deadline reads as Closed. */
  status: number;
  description: string | null;
  eligibility: string | null;
  currency_id: number;
  min_size: number;
  max_size: number;
  deadline: string | null;
  created_by: number;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
};

export type GrantProgramTable = { id: Generated<number>; grant_id: number; program_id: number; percent: number };

export type GrantCountryTable = { grant_id: number; country_id: number };

export type GrantUserInChargeTable = { grant_id: number; user_id: number; is_manager: number };

export type GrantObjectiveTable = { id: Generated<number>; grant_id: number; title: string; created_at: string };

export type GrantDueDiligenceTable = { id: Generated<number>; grant_id: number; due_diligence_id: number };

export type IdempotencyKeyTable = {
  key: string;
  donor_id: number;
  user_id: number;
  method: string;
  path: string;
  status: number;
  body: string;
  error_code: string | null;
  created_at: string;
};

export type AuditLogTable = {
  id: Generated<number>;
  donor_id: number;
  user_id: number | null;
  entity: string;
  entity_id: number;
  operation: string;
  details: string;
  created_at: string;
  /** When the user made the change, if it waited in their outbox (migration 012); null otherwise. */
  queued_at: string | null;
};
