import { BENEFICIARY_TYPES, timelineMonths, type BeneficiaryType, type DashboardBeneficiaries, type DashboardQuery } from '#contract/dashboard';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { figuresInScope, monthsBounds, thisMonth, withinPeriod } from './dashboard-scope';

/**
 * GET /Dashboard/GetBeneficiariesInsight: one pass over the roll-up, grouped by country and month; the answer's
 * breakdowns (sex, type, country, month) are sums of those rows.
 */

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export async function dashboardBeneficiaries(portal: PortalContext, staff: SignedInStaff, query: DashboardQuery): Promise<DashboardBeneficiaries> {
  const db = portal.db;
  const months = timelineMonths(query, thisMonth());
  const rows = await db
    .selectFrom('dashboard_monthly_figures')
    .innerJoin('countries', 'countries.id', 'dashboard_monthly_figures.country_id')
    .select((eb) => [
      'dashboard_monthly_figures.country_id',
      'countries.name',
      'countries.name_ar',
      'dashboard_monthly_figures.month',
      eb.fn.sum<number | string>('dashboard_monthly_figures.reached_female').as('female'),
      eb.fn.sum<number | string>('dashboard_monthly_figures.reached_male').as('male'),
      eb.fn.sum<number | string>('dashboard_monthly_figures.reached_host_community').as('host_community'),
      eb.fn.sum<number | string>('dashboard_monthly_figures.reached_refugees').as('refugees'),
      eb.fn.sum<number | string>('dashboard_monthly_figures.reached_internally_displaced').as('internally_displaced'),
      eb.fn.sum<number | string>('dashboard_monthly_figures.reached_returnees').as('returnees'),
    ])
    .where('dashboard_monthly_figures.donor_id', '=', staff.donorId)
    .where(figuresInScope(query))
    .where(withinPeriod('dashboard_monthly_figures.month', monthsBounds(months)))
    .groupBy(['dashboard_monthly_figures.country_id', 'countries.name', 'countries.name_ar', 'dashboard_monthly_figures.month'])
    .execute();
  const figures = rows.map((row) => ({
    ...row,
    female: Number(row.female),
    male: Number(row.male),
    types: Object.fromEntries(BENEFICIARY_TYPES.map((type) => [type, Number(row[type])])) as Record<BeneficiaryType, number>,
  }));
  const countries = new Map<number, { country_id: number; name: string; name_ar: string; count: number }>();
  for (const row of figures) {
    const country = countries.get(row.country_id) ?? { country_id: row.country_id, name: row.name, name_ar: row.name_ar, count: 0 };
    country.count += row.female + row.male;
    countries.set(row.country_id, country);
  }
  const female = sum(figures.map((row) => row.female));
  const male = sum(figures.map((row) => row.male));
  return {
    months,
    total: female + male,
    by_sex: [
      { sex: 'female', count: female },
      { sex: 'male', count: male },
    ],
    by_type: BENEFICIARY_TYPES.map((type) => ({ type, count: sum(figures.map((row) => row.types[type])) })),
    by_country: [...countries.values()].filter((country) => country.count > 0).toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    by_month: months.map((month) => {
      const inMonth = figures.filter((row) => row.month === month);
      const monthFemale = sum(inMonth.map((row) => row.female));
      const monthMale = sum(inMonth.map((row) => row.male));
      return { month, female: monthFemale, male: monthMale, total: monthFemale + monthMale };
    }),
  };
}
