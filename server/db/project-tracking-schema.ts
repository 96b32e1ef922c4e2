import type { Generated } from 'kysely';

/** The tables of migration 006, beside schema.ts like proposals-schema.ts. Same conventions: ISO text dates, 0/1 flags. */
export type ProjectTrackingTables = {
  /** Migration 006 adds transferred_at to migration 005's table; the intersection in schema.ts merges the two. */
  expenditure_batches: ExpenditureBatchWorkspaceColumns;
  installment_request_files: InstallmentRequestFileTable;
  expenditure_batch_logs: ExpenditureBatchLogTable;
  project_indicators: ProjectIndicatorTable;
  indicator_tracking: IndicatorTrackingTable;
  project_activities: ProjectActivityTable;
  budget_lines: BudgetLineTable;
  spending_entries: SpendingEntryTable;
  progress_reports: ProgressReportTable;
  project_risks: ProjectRiskTable;
  beneficiaries_reached: BeneficiariesReachedTable;
  dashboard_monthly_figures: DashboardMonthlyFiguresTable;
};

export type ExpenditureBatchLogTable = {
  id: Generated<number>;
  batch_id: number;
  project_id: number;
  request_status: number;
  transfer_status: number;
  note: string | null;
  /** A staff member; null when the organisation made the change (ngo_name). */
  user_id: number | null;
  ngo_name: string | null;
  /** 1 when a staff member (user_id) recorded the organisation's request on its behalf (migration 008). */
  on_behalf: Generated<number>;
  created_at: string;
  /** 1 when `user_id` is a user of the organisation (migration 018); 0 for a staff member. */
  ngo_user: Generated<number>;
};

/** Migration 006's transferred_at, and migration 018's request and transfer details. */
export type ExpenditureBatchWorkspaceColumns = {
  transferred_at: string | null;
  justification: string | null;
  /** 'YYYY-MM-DD', given by staff with the transfer. */
  transfer_date: string | null;
  transfer_reference: string | null;
  received_at: string | null;
};

/** A file the organisation attached to an installment request (migration 018). */
export type InstallmentRequestFileTable = {
  id: Generated<number>;
  batch_id: number;
  project_id: number;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  uploaded_by: number | null;
  created_at: string;
};

export type ProjectIndicatorTable = {
  id: Generated<number>;
  project_id: number;
  position: number;
  code: string;
  title: string;
  unit: string;
  output_title: string;
  baseline: number;
  target: number;
  /** sum | latest */
  aggregation: string;
};

/** 'YYYY-MM' months; actual null until reported. */
export type IndicatorTrackingTable = { indicator_id: number; month: string; target: number; actual: number | null; note: string | null };

export type ProjectActivityTable = {
  id: Generated<number>;
  project_id: number;
  position: number;
  code: string;
  title: string;
  output_title: string;
  planned_start: string;
  planned_end: string;
  actual_start: string | null;
  actual_end: string | null;
  progress: number;
  /** contract/project-tracking.ts ACTIVITY_STATUSES */
  status: string;
  note: string | null;
};

export type BudgetLineTable = { id: Generated<number>; project_id: number; position: number; category: string; description: string; planned: number };

export type SpendingEntryTable = {
  id: Generated<number>;
  project_id: number;
  line_id: number;
  batch_id: number | null;
  month: string;
  amount: number;
  note: string | null;
};

export type ProgressReportTable = {
  id: Generated<number>;
  project_id: number;
  title: string;
  /** narrative | financial */
  kind: string;
  period_start: string;
  period_end: string;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  uploaded_by: number | null;
  uploaded_by_ngo: string | null;
  created_at: string;
  /** Migration 018: contract PROGRESS_REPORT_STATUSES; `ngo_user` 1 when uploaded_by is a user of the organisation. */
  status: Generated<string>;
  ngo_user: Generated<number>;
  review_comment: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  replaces_id: number | null;
};

export type ProjectRiskTable = {
  id: Generated<number>;
  project_id: number;
  title: string;
  description: string;
  category: string;
  likelihood: number;
  impact: number;
  response_strategy: string;
  mitigation: string;
  owner: string;
  is_materialized: number;
  /** open | closed */
  status: string;
  review_date: string | null;
  created_at: string;
  /** Migration 018: If-Match of the organisation's review, and who made the last one. */
  version: Generated<number>;
  reviewed_at: string | null;
  reviewed_by: number | null;
};

/** contract/dashboard.ts BENEFICIARY_SEXES and BENEFICIARY_TYPES. */
export type BeneficiariesReachedTable = { project_id: number; month: string; sex: string; type: string; count: number };

export type DashboardMonthlyFiguresTable = {
  donor_id: number;
  grant_id: number;
  country_id: number;
  currency_id: number;
  month: string;
  spent: number;
  /** Installments transferred in the month. */
  disbursed: number;
  reached_female: number;
  reached_male: number;
  reached_host_community: number;
  reached_refugees: number;
  reached_internally_displaced: number;
  reached_returnees: number;
};
