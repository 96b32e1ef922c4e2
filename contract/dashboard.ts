import { z } from 'zod';
import { DASHBOARD_DEFAULT_MONTHS, DASHBOARD_MAX_MONTHS } from './constants';
import { PROPOSAL_STATUSES } from './enums';
import { issue } from './messages';
import { addMonths, monthParam, monthsBetween } from './project-tracking';

/*
 * The home dashboard (spec sections 2 and 7: Dashboard /GetTotals, /GetStatusTimeline, /GetSpendingTimeline,
 * /GetBeneficiariesInsight). Every figure is the caller's funder's only. Money is answered per currency and never
 * added across currencies: a funder runs grants in several.
 *
 * Filters (all optional, the same for the four calls):
 * - grant_id: one grant's proposals and projects; program_id: the grants that target that initiative;
 *   country_id: the proposals and projects in that country (grants: those that target it).
 * - from, to ('YYYY-MM', both included): the period. What a period means for each figure is said where it is
 *   used; without one, the totals count everything and the timelines show the DASHBOARD_DEFAULT_MONTHS months
 *   ending this month (or ending `to`, or starting `from`).
 */

// In constants.ts, so that the route reading the dashboard's URL (no zod there) can use them too.
export { DASHBOARD_DEFAULT_MONTHS, DASHBOARD_MAX_MONTHS } from './constants';

const optionalId = (field: 'grant_id' | 'program_id' | 'country_id') =>
  z.coerce
    .number({ error: issue('invalid', { field }) })
    .int({ error: issue('invalid', { field }) })
    .positive({ error: issue('invalid', { field }) })
    .optional();

export const dashboardQuerySchema = z
  .object({
    from: monthParam('from').optional(),
    to: monthParam('to').optional(),
    grant_id: optionalId('grant_id'),
    program_id: optionalId('program_id'),
    country_id: optionalId('country_id'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: issue('notBefore', { field: 'to', other: 'from' }),
  })
  .refine((query) => !query.from || !query.to || monthsBetween(query.from, query.to).length <= DASHBOARD_MAX_MONTHS, {
    path: ['to'],
    error: issue('periodTooLong', { field: 'to', max: DASHBOARD_MAX_MONTHS }),
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The months a timeline shows for a query (see the header comment); `thisMonth` is 'YYYY-MM'. */
export function timelineMonths(query: Pick<DashboardQuery, 'from' | 'to'>, thisMonth: string): string[] {
  if (query.from && query.to) return monthsBetween(query.from, query.to);
  if (query.from) {
    const to = query.from > thisMonth ? query.from : thisMonth;
    const capped = addMonths(query.from, DASHBOARD_MAX_MONTHS - 1);
    return monthsBetween(query.from, to < capped ? to : capped);
  }
  const to = query.to ?? thisMonth;
  return monthsBetween(addMonths(to, -(DASHBOARD_DEFAULT_MONTHS - 1)), to);
}

export const dashboardCurrencySchema = z.object({
  currency_id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
});
export type DashboardCurrency = z.infer<typeof dashboardCurrencySchema>;

const count = z.number().int();

/**
 * GET /Dashboard/GetTotals. With a period: grants created in it, proposals submitted in it (drafts have not been),
 * projects accepted in it; committed = budgets of those projects; disbursed = installments transferred in it;
 * spent = spending reported for its months. Without one: all of them.
 */
export const dashboardTotalsSchema = z.object({
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** GrantStatus values (0 draft, 1 published, 2 closed: a published grant past its deadline reads as closed). */
  grants: z.object({ total: count, by_status: z.array(z.object({ status: z.number().int(), count })) }),
  proposals: z.object({ total: count, by_status: z.array(z.object({ status: z.enum(PROPOSAL_STATUSES), count })) }),
  /** Projects by their status (ongoing, finished, unfinished, stopped). */
  projects: z.object({ total: count, by_status: z.array(z.object({ status: z.enum(PROPOSAL_STATUSES), count })) }),
  /** One entry per currency the funder's projects use, largest commitment first. */
  money: z.array(
    dashboardCurrencySchema.extend({
      projects: count,
      /** Sum of the accepted budgets. */
      committed: z.number(),
      /** Sum of the transferred installments. */
      disbursed: z.number(),
      /** Sum of the spending the organisations reported. */
      spent: z.number(),
    }),
  ),
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/**
 * GET /Dashboard/GetStatusTimeline: per month, proposals submitted, accepted (their project created), rejected
 * (last changed while rejected), and projects started (start date) and finished (end date of finished projects).
 */
export const dashboardStatusTimelineSchema = z.object({
  months: z.array(z.string()),
  points: z.array(
    z.object({
      month: z.string(),
      proposals_submitted: count,
      proposals_accepted: count,
      proposals_rejected: count,
      projects_started: count,
      projects_finished: count,
    }),
  ),
});
export type DashboardStatusTimeline = z.infer<typeof dashboardStatusTimelineSchema>;

/** GET /Dashboard/GetSpendingTimeline: per currency, per month, installments transferred and spending reported. */
export const dashboardSpendingTimelineSchema = z.object({
  months: z.array(z.string()),
  currencies: z.array(
    dashboardCurrencySchema.extend({
      disbursed_total: z.number(),
      spent_total: z.number(),
      /** Every month of `months`, zeros included. */
      points: z.array(z.object({ month: z.string(), disbursed: z.number(), spent: z.number() })),
    }),
  ),
});
export type DashboardSpendingTimeline = z.infer<typeof dashboardSpendingTimelineSchema>;

export const BENEFICIARY_SEXES = ['female', 'male'] as const;
export type BeneficiarySex = (typeof BENEFICIARY_SEXES)[number];
export const BENEFICIARY_TYPES = ['host_community', 'refugees', 'internally_displaced', 'returnees'] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

/**
 * GET /Dashboard/GetBeneficiariesInsight: people the projects reached for the first time, as the organisations
 * reported them month by month, over the timeline's months.
 */
export const dashboardBeneficiariesSchema = z.object({
  months: z.array(z.string()),
  total: count,
  by_sex: z.array(z.object({ sex: z.enum(BENEFICIARY_SEXES), count })),
  by_type: z.array(z.object({ type: z.enum(BENEFICIARY_TYPES), count })),
  /** Largest first. */
  by_country: z.array(z.object({ country_id: z.number().int(), name: z.string(), name_ar: z.string(), count })),
  by_month: z.array(z.object({ month: z.string(), female: count, male: count, total: count })),
});
export type DashboardBeneficiaries = z.infer<typeof dashboardBeneficiariesSchema>;
