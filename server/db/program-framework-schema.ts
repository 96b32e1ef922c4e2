import type { Generated } from 'kysely';

/** The tables of migration 007, beside schema.ts like project-tracking-schema.ts. Same conventions: ISO text dates, 0/1 flags. */
export type ProgramFrameworkTables = {
  /** Migration 007 adds the framework's version to migration 001's table; the intersection in schema.ts merges the two. */
  programs: { framework_version: Generated<number> };
  /** The program objectives (migration 002) are the framework's first kind: a reference and a description join the title. */
  program_objectives: { code: string | null; description: string | null; updated_at: string | null };
  program_framework_items: ProgramFrameworkItemTable;
};

/**
 * Every other kind of framework item (contract/program-framework.ts FRAMEWORK_KINDS but objective) in one table:
 * the kinds share most fields and are always read by program and kind. Columns a kind does not use stay null.
 */
export type ProgramFrameworkItemTable = {
  id: Generated<number>;
  program_id: number;
  kind: string;
  code: string | null;
  title: string;
  description: string | null;
  /** An outcome's objective (program_objectives). */
  objective_id: number | null;
  /** An output's outcome, an activity's output, an indicator's outcome or output. */
  parent_id: number | null;
  /** An indicator's. */
  verification_method_id: number | null;
  unit: string | null;
  baseline: number | null;
  target: number | null;
  /** An indicator's or a monitoring activity's (REPORTING_FREQUENCIES). */
  frequency: string | null;
  disaggregation: string | null;
  /** A monitoring activity's (MONITORING_METHODS). */
  method: string | null;
  responsible: string | null;
  /** A verification method's. */
  source: string | null;
  start_date: string | null;
  end_date: string | null;
  category: string | null;
  likelihood: number | null;
  impact: number | null;
  response_strategy: string | null;
  mitigation: string | null;
  owner: string | null;
  is_materialized: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string | null;
};
