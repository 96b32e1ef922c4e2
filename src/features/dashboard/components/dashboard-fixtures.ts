import type { QueryKey } from '@tanstack/react-query';
import type { DashboardBeneficiaries, DashboardSpendingTimeline, DashboardStatusTimeline, DashboardTotals } from '#contract/dashboard';
import { proposalKeys } from '@/features/proposals';
import { referenceKeys } from '@/features/reference';
import { dashboardKeys, type DashboardFilter } from '../api/dashboard-keys';

/* The four answers for a funder with grants in three currencies, for the dashboard's unit tests. */

const MONTHS = ['2026-01', '2026-02', '2026-03'];

export const totals: DashboardTotals = {
  period: { from: null, to: null },
  grants: {
    total: 7,
    by_status: [
      { status: 0, count: 3 },
      { status: 1, count: 4 },
      { status: 2, count: 0 },
    ],
  },
  proposals: {
    total: 20,
    by_status: [
      { status: 'draft', count: 0 },
      { status: 'submitted', count: 12 },
      { status: 'underNegotiation', count: 3 },
      { status: 'rejected', count: 5 },
    ],
  },
  projects: { total: 9, by_status: [{ status: 'ongoing', count: 9 }] },
  money: [
    { currency_id: 1, code: 'USD', symbol: '$', name: 'US Dollar', projects: 7, committed: 1_891_399.61, disbursed: 1_056_929.216, spent: 893_044.22 },
    { currency_id: 2, code: 'EUR', symbol: '€', name: 'Euro', projects: 1, committed: 57_309.68, disbursed: 34_385.808, spent: 0 },
    { currency_id: 5, code: 'JOD', symbol: 'د.أ', name: 'Jordanian Dinar', projects: 1, committed: 57_002.95, disbursed: 0, spent: 0 },
  ],
};

export const emptyTotals: DashboardTotals = {
  period: { from: null, to: null },
  grants: { total: 0, by_status: [] },
  proposals: { total: 0, by_status: [] },
  projects: { total: 0, by_status: [] },
  money: [],
};

export const statusTimeline: DashboardStatusTimeline = {
  months: MONTHS,
  points: MONTHS.map((month, index) => ({
    month,
    proposals_submitted: 4 + index,
    proposals_accepted: index,
    proposals_rejected: 1,
    projects_started: index,
    projects_finished: 0,
  })),
};

export const spendingTimeline: DashboardSpendingTimeline = {
  months: MONTHS,
  currencies: [
    {
      currency_id: 2,
      code: 'EUR',
      symbol: '€',
      name: 'Euro',
      disbursed_total: 34_385.808,
      spent_total: 0,
      points: MONTHS.map((month, index) => ({ month, disbursed: index === 2 ? 34_385.808 : 0, spent: 0 })),
    },
    {
      currency_id: 1,
      code: 'USD',
      symbol: '$',
      name: 'US Dollar',
      disbursed_total: 170_271.326,
      spent_total: 129_297.19,
      points: [
        { month: '2026-01', disbursed: 123_870.968, spent: 42_512.94 },
        { month: '2026-02', disbursed: 0, spent: 43_246.44 },
        { month: '2026-03', disbursed: 46_400.358, spent: 43_537.81 },
      ],
    },
    { currency_id: 5, code: 'JOD', symbol: 'د.أ', name: 'Jordanian Dinar', disbursed_total: 0, spent_total: 0, points: MONTHS.map((month) => ({ month, disbursed: 0, spent: 0 })) },
  ],
};

export const beneficiaries: DashboardBeneficiaries = {
  months: MONTHS,
  total: 2_895,
  by_sex: [
    { sex: 'female', count: 1_485 },
    { sex: 'male', count: 1_410 },
  ],
  by_type: [
    { type: 'host_community', count: 1_000 },
    { type: 'refugees', count: 895 },
    { type: 'internally_displaced', count: 1_000 },
    { type: 'returnees', count: 0 },
  ],
  by_country: [{ country_id: 2, name: 'Palestine', name_ar: 'فلسطين', count: 2_895 }],
  by_month: MONTHS.map((month) => ({ month, female: 495, male: 470, total: 965 })),
};

export const emptyBeneficiaries: DashboardBeneficiaries = { months: MONTHS, total: 0, by_sex: [], by_type: [], by_country: [], by_month: [] };

type Answers = { totals: DashboardTotals; status: DashboardStatusTimeline; spending: DashboardSpendingTimeline; beneficiaries: DashboardBeneficiaries };

/** Cache entries so the dashboard for `filter` renders without a request (the filters' pickers included). */
export function cachedAnswers(filter: DashboardFilter, answers: Partial<Answers> = {}): [QueryKey, unknown][] {
  return [
    [dashboardKeys.totals(filter), answers.totals ?? totals],
    [dashboardKeys.statusTimeline(filter), answers.status ?? statusTimeline],
    [dashboardKeys.spendingTimeline(filter), answers.spending ?? spendingTimeline],
    [dashboardKeys.beneficiaries(filter), answers.beneficiaries ?? beneficiaries],
    [proposalKeys.grantOptions(), [{ id: 4, title: 'Clean water 2026' }]],
    [referenceKeys.programOptions(), [{ id: 3, title: 'Education', reference_id: null }]],
    [referenceKeys.countries(), []],
  ];
}
