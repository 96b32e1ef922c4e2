import { describe, expect, it } from 'vitest';
import type { IndicatorTracking, ProjectRisks, SpendingTracking, WorkplanTracking } from '#contract/project-tracking';
import type { Budget, LogicalFramework, Workplan } from '#contract/proposals';
import { submitDemoProposal } from '../../db/seed/proposals-data';
import { describeOnEachDialect } from '../../test/test-app';
import { acceptForm, FIFTY_THIRTY_TWENTY, PDF_FILE } from '../proposals/proposal-test-helpers';
import { planProjectStart, projectMonths } from './project-plan';

const framework = {
  outcomes: [
    {
      outputs: [
        {
          title: 'Water points built',
          indicators: [
            { title: 'Water points', unit: 'points', baseline: 0, target: 40 },
            { title: 'Households with safe water', unit: '%', baseline: 20, target: 80 },
          ],
        },
      ],
    },
  ],
} as unknown as LogicalFramework;

describe('the plan an accepted proposal starts its project with', () => {
  const plan = planProjectStart({
    startDate: '2026-01-10',
    endDate: '2026-12-20',
    totalBudget: 90_000,
    framework,
    workplan: [{ code: 'A1', title: 'Survey', output: 'Water points built', start_date: '2026-01-10', end_date: '2026-02-28' }] as unknown as Workplan,
    budget: null,
    risks: [
      {
        title: 'Flooding',
        description: 'Rains cut roads',
        category: 'operational',
        likelihood: 3,
        impact: 4,
        response_strategy: 'mitigation',
        mitigation: 'Stock materials early',
        owner: 'Logistics',
        is_materialized: 0,
      },
    ],
  });

  it('spreads a count over every month of the period so the months add up to the target', () => {
    const [points] = plan.indicators;
    expect(points).toMatchObject({ code: 'I1.1.1', aggregation: 'sum', output_title: 'Water points built' });
    expect(points?.monthlyTargets.map((month) => month.month)).toEqual(projectMonths('2026-01-10', '2026-12-20'));
    expect(points?.monthlyTargets.reduce((sum, month) => sum + month.target, 0)).toBe(40);
    // A slow start: the first month plans less than a later one.
    expect(points?.monthlyTargets[0]?.target).toBeLessThan(points?.monthlyTargets[5]?.target ?? 0);
  });

  it('walks a level from its baseline to its target by the last month', () => {
    const level = plan.indicators[1];
    expect(level?.aggregation).toBe('latest');
    expect(level?.monthlyTargets.at(-1)?.target).toBe(80);
    expect(level?.monthlyTargets[0]?.target).toBeGreaterThan(20);
  });

  it('starts every activity not started, one budget line for the whole amount without a budget, and risks open for review a month in', () => {
    expect(plan.activities).toEqual([expect.objectContaining({ code: 'A1', status: 'not_started', progress: 0, actual_start: null })]);
    expect(plan.lines).toEqual([{ category: 'Project costs', description: 'All costs', planned: 90_000 }]);
    expect(plan.risks).toEqual([expect.objectContaining({ title: 'Flooding', status: 'open', review_date: '2026-02-09' })]);
  });

  it('takes a detailed budget line by line', () => {
    const budget = { lines: [{ category: 'Staff', description: 'Engineer', total: 30_000 }], total: 30_000 } as unknown as Budget;
    expect(planProjectStart({ startDate: '2026-01-01', endDate: '2026-03-31', totalBudget: 30_000, framework: null, workplan: [], budget, risks: [] }).lines).toEqual([
      { category: 'Staff', description: 'Engineer', planned: 30_000 },
    ]);
  });
});

describeOnEachDialect('accepting a proposal starts its project’s follow-up', (t) => {
  it('gives the new project the proposal’s indicators, activities, budget lines and risks, with no figures reported yet', async () => {
    const db = t().database.db;
    const grant = await db.selectFrom('grants').select('id').where('title', 'like', '%Food Security in Gaza%').executeTakeFirstOrThrow();
    const id = await submitDemoProposal(db, t().files, { grantId: grant.id, status: 'submitted', variant: 3 });
    const inCharge = await db
      .selectFrom('grant_users_in_charge')
      .innerJoin('users', 'users.id', 'grant_users_in_charge.user_id')
      .select('users.email')
      .where('grant_users_in_charge.grant_id', '=', grant.id)
      .executeTakeFirstOrThrow();
    const token = await t().signIn(inCharge.email);
    const form = acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY);
    const accepted = await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${id}/Accept`, token, payload: form.payload, headers: form.headers });
    expect(accepted.statusCode).toBe(200);
    const projectId = accepted.json<{ project_id: number }>().project_id;

    const sections = await db.selectFrom('proposal_sections').select(['name', 'content']).where('proposal_id', '=', id).execute();
    const section = <T>(name: string) => JSON.parse(sections.find((row) => row.name === name)?.content ?? 'null') as T;
    const indicatorCount = section<LogicalFramework>('LogicalFramework').outcomes.flatMap((outcome) => outcome.outputs.flatMap((output) => output.indicators)).length;
    const risks = await db.selectFrom('proposal_risks').select('id').where('proposal_id', '=', id).execute();

    const read = async <T>(path: string) => (await t().call({ method: 'GET', url: `/api/DonorProject/${projectId}/${path}`, token })).json<T>();
    const indicators = await read<IndicatorTracking>('indicatorTracking');
    expect(indicators.indicators).toHaveLength(indicatorCount);
    expect(indicators.indicators.every((indicator) => indicator.actual_to_date === null && indicator.series.every((month) => month.actual === null))).toBe(true);
    expect((await read<WorkplanTracking>('WorkPlanTracking')).activities).toHaveLength(section<Workplan>('Workplans').length);
    expect((await read<SpendingTracking>('SpendingTracking')).lines).toHaveLength(section<Budget>('Budget').lines.length);
    expect((await read<ProjectRisks>('Risks')).risks).toHaveLength(risks.length);
  });
});
