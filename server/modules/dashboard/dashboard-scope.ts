import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { addMonths, monthOf } from '#contract/project-tracking';
import type { DashboardQuery } from '#contract/dashboard';
import type { Database } from '../../db/schema';
import { todayIso } from '../grants/grant-rules';

/**
 * The dashboard's filters as SQL conditions, written once for every figure: grant, initiative (the grants that target
 * it) and country narrow the proposals (and so the projects, installments and spending); the period bounds a date
 * or month column. ISO dates and timestamps compare as text with 'YYYY-MM' bounds: '2026-03-14…' >= '2026-03'.
 */

export type DashboardFilter = DashboardQuery;

/** Inclusive lower and exclusive upper bound of the period, as 'YYYY-MM' text; either may be open. */
export type PeriodBounds = { from: string | null; before: string | null };

export function periodBounds(query: Pick<DashboardQuery, 'from' | 'to'>): PeriodBounds {
  return { from: query.from ?? null, before: query.to ? addMonths(query.to, 1) : null };
}

/** The bounds of a list of consecutive months. */
export function monthsBounds(months: readonly string[]): PeriodBounds {
  const first = months[0];
  const last = months.at(-1);
  return { from: first ?? null, before: last ? addMonths(last, 1) : null };
}

export function thisMonth(): string {
  return monthOf(todayIso());
}

type ProposalScope = ExpressionBuilder<Database, 'proposals'>;

/** Grant, initiative and country of the proposal (the project's header). */
export function proposalInScope(filter: DashboardFilter) {
  return (eb: ProposalScope): Expression<SqlBool> =>
    eb.and([
      ...(filter.grant_id !== undefined ? [eb('proposals.grant_id', '=', filter.grant_id)] : []),
      ...(filter.country_id !== undefined ? [eb('proposals.country_id', '=', filter.country_id)] : []),
      ...(filter.program_id !== undefined
        ? [
            eb(
              'proposals.grant_id',
              'in',
              eb.selectFrom('grant_programs').select('grant_programs.grant_id').where('grant_programs.program_id', '=', filter.program_id),
            ),
          ]
        : []),
    ]);
}

/** The same filters on the roll-up, whose rows carry grant and country. */
export function figuresInScope(filter: DashboardFilter) {
  return (eb: ExpressionBuilder<Database, 'dashboard_monthly_figures'>): Expression<SqlBool> =>
    eb.and([
      ...(filter.grant_id !== undefined ? [eb('dashboard_monthly_figures.grant_id', '=', filter.grant_id)] : []),
      ...(filter.country_id !== undefined ? [eb('dashboard_monthly_figures.country_id', '=', filter.country_id)] : []),
      ...(filter.program_id !== undefined
        ? [
            eb(
              'dashboard_monthly_figures.grant_id',
              'in',
              eb.selectFrom('grant_programs').select('grant_programs.grant_id').where('grant_programs.program_id', '=', filter.program_id),
            ),
          ]
        : []),
    ]);
}

/** Grants: the one asked for, those targeting the initiative or the country. */
export function grantInScope(filter: DashboardFilter) {
  return (eb: ExpressionBuilder<Database, 'grants'>): Expression<SqlBool> =>
    eb.and([
      ...(filter.grant_id !== undefined ? [eb('grants.id', '=', filter.grant_id)] : []),
      ...(filter.program_id !== undefined
        ? [
            eb(
              'grants.id',
              'in',
              eb.selectFrom('grant_programs').select('grant_programs.grant_id').where('grant_programs.program_id', '=', filter.program_id),
            ),
          ]
        : []),
      ...(filter.country_id !== undefined
        ? [
            eb(
              'grants.id',
              'in',
              eb.selectFrom('grant_countries').select('grant_countries.grant_id').where('grant_countries.country_id', '=', filter.country_id),
            ),
          ]
        : []),
    ]);
}

/** The dated columns the dashboard bounds by its period. */
export type PeriodColumn =
  | 'grants.created_at'
  | 'proposals.submitted_at'
  | 'proposals.updated_at'
  | 'proposals.start_date'
  | 'proposals.end_date'
  | 'projects.created_at'
  | 'expenditure_batches.transferred_at'
  | 'dashboard_monthly_figures.month';

/** A text date, timestamp or month column within the bounds; always true when both are open. */
export function withinPeriod(column: PeriodColumn, bounds: PeriodBounds): Expression<SqlBool> {
  const ref = sql.ref(column);
  const conditions = [
    ...(bounds.from !== null ? [sql<SqlBool>`${ref} >= ${bounds.from}`] : []),
    ...(bounds.before !== null ? [sql<SqlBool>`${ref} < ${bounds.before}`] : []),
  ];
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;
}
