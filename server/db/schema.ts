import type { Generated } from 'kysely';
import type { GrantTables } from './grants-schema';
import type { MonthlyReportTables } from './monthly-reports-schema';
import type { NotificationTables } from './notifications-schema';
import type { ProgramFrameworkTables } from './program-framework-schema';
import type { ProjectTrackingTables } from './project-tracking-schema';
import type { ProposalTables } from './proposals-schema';

/**
 * The tables as Kysely sees them. Timestamps are ISO-8601 text and flags are 0/1 integers on both dialects
 * (docs/decisions/010-sqlite-and-postgres.md); repositories turn them into the contract's shapes.
 */
export type Database = GrantTables & MonthlyReportTables & NotificationTables & ProposalTables & ProjectTrackingTables & ProgramFrameworkTables & {
  donor_types: DonorTypeTable;
  donors: DonorTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  users: UserTable;
  account_tokens: AccountTokenTable;
  revoked_tokens: RevokedTokenTable;
  attempt_counters: AttemptCounterTable;
  sessions: SessionTable;
  currencies: CurrencyTable;
  countries: CountryTable;
  due_diligence_types: DueDiligenceTypeTable;
  funding_types: FundingTypeTable;
  programs: ProgramTable;
  program_users_in_charge: ProgramUserInChargeTable;
  program_objectives: ProgramObjectiveTable;
  stored_files: StoredFileTable;
};

/** An uploaded file's bytes when the files live in the database (PostgreSQL); see server/platform/file-storage.ts. */
export type StoredFileTable = { name: string; content: Buffer; size: number; created_at: string };

export type DonorTypeTable = { id: Generated<number>; name: string };

export type DonorTable = {
  id: Generated<number>;
  name: string;
  shortcut: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  logo: string | null;
  type_id: number | null;
  created_at: string;
};

export type RoleTable = { id: Generated<number>; donor_id: number; name: string; created_at: string };

export type RolePermissionTable = { role_id: number; permission: string };

export type UserTable = {
  id: Generated<number>;
  /** The funder of a staff member; null for a partner organisation's user (migration 013). */
  donor_id: number | null;
  /** The organisation of a partner user, and their role in it (contract/partner.ts NGO_ROLES); null for staff. */
  ngo_id: number | null;
  ngo_role: string | null;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  role_id: number | null;
  password_hash: string | null;
  active: number;
  created_by: number | null;
  /** Raised on every password change; access tokens carry it, so older tokens stop working. */
  token_version: number;
  created_at: string;
  deleted_at: string | null;
};

export type AccountTokenTable = {
  id: Generated<number>;
  token_hash: string;
  purpose: number;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export type RevokedTokenTable = { jti: string; expires_at: string };

/** One attempt counter (attempt-limiter.ts); `resets_at` in epoch milliseconds, compared as a number. */
export type AttemptCounterTable = { key: string; count: number; resets_at: number | string };

/** A signed-in device: one row per access token issued, shown in the user's profile. */
export type SessionTable = {
  id: Generated<number>;
  jti: string;
  user_id: number;
  user_agent: string | null;
  client_address: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
};

export type CurrencyTable = { id: Generated<number>; code: string; name: string; symbol: string };

export type CountryTable = { id: Generated<number>; code: string; name: string; name_ar: string };

export type DueDiligenceTypeTable = { id: Generated<number>; donor_id: number; name: string; created_at: string };

export type FundingTypeTable = { id: Generated<number>; donor_id: number; name: string; created_at: string };

export type ProgramTable = {
  id: Generated<number>;
  donor_id: number;
  title: string;
  reference_id: string | null;
  manager_id: number | null;
  strategic: number;
  /** Added by migration 002; null for programs seeded or created before it. */
  created_by: number | null;
  created_at: string;
};

export type ProgramUserInChargeTable = { program_id: number; user_id: number; is_manager: number };

export type ProgramObjectiveTable = { id: Generated<number>; program_id: number; title: string; created_at: string };
