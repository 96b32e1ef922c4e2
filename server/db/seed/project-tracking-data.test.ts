import { expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { monthOf, monthsBetween } from '#contract/project-tracking';
import { addMonths } from '#contract/months';
import type { Budget, Workplan } from '#contract/proposals';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { submitDemoProposal } from './proposals-data';

/** The demo projects' follow-up (project-tracking-data.ts): whole, consistent with the installments, and dated sensibly. */

const thisMonth = () => new Date().toISOString().slice(0, 7);

async function demoProjects(t: TestApp) {
  const rows = await t.database.db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select([
      'projects.id',
      'projects.donor_id',
      'projects.status',
      'projects.updated_at',
      'proposals.id as proposal_id',
      'proposals.start_date',
      'proposals.end_date',
      'proposals.total_budget',
    ])
    .orderBy('projects.id')
    .execute();
  return rows.map((row) => ({ ...row, total_budget: Number(row.total_budget) }));
}

async function section<T>(t: TestApp, proposalId: number, name: string): Promise<T> {
  const row = await t.database.db
    .selectFrom('proposal_sections')
    .select('content')
    .where('proposal_id', '=', proposalId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.content) as T;
}

describeOnEachDialect('demo project follow-up', (t) => {
  it('plans every project from its proposal: indicators over the whole period, its activities, budget lines and 5 to 8 risks', async () => {
    const db = t().database.db;
    for (const project of await demoProjects(t())) {
      const months = monthsBetween(monthOf(project.start_date), monthOf(project.end_date));
      const indicators = await db.selectFrom('project_indicators').select('id').where('project_id', '=', project.id).execute();
      expect(indicators.length, `project ${project.id}`).toBeGreaterThan(3);
      for (const indicator of indicators) {
        const tracked = await db.selectFrom('indicator_tracking').select('month').where('indicator_id', '=', indicator.id).orderBy('month').execute();
        expect(tracked.map((row) => row.month)).toEqual(months);
      }
      const activities = await db.selectFrom('project_activities').select('code').where('project_id', '=', project.id).orderBy('position').execute();
      expect(activities.map((row) => row.code)).toEqual(
        (await section<Workplan>(t(), project.proposal_id, 'Workplans')).map((activity) => activity.code),
      );
      const lines = await db.selectFrom('budget_lines').select('planned').where('project_id', '=', project.id).execute();
      expect(lines.length).toBe((await section<Budget>(t(), project.proposal_id, 'Budget')).lines.length);
      expect(lines.reduce((sum, line) => sum + Number(line.planned), 0)).toBeCloseTo(project.total_budget, 2);
      const risks = await db.selectFrom('project_risks').select('id').where('project_id', '=', project.id).execute();
      expect(risks.length).toBeGreaterThanOrEqual(5);
      expect(risks.length).toBeLessThanOrEqual(8);
    }
  });

  it('reports up to last month while a project runs, its whole period once it is over, nothing before it starts', async () => {
    const db = t().database.db;
    let longest = 0;
    for (const project of await demoProjects(t())) {
      const reported = await db
        .selectFrom('indicator_tracking')
        .innerJoin('project_indicators', 'project_indicators.id', 'indicator_tracking.indicator_id')
        .select('indicator_tracking.month')
        .distinct()
        .where('project_indicators.project_id', '=', project.id)
        .where('indicator_tracking.actual', 'is not', null)
        .orderBy('indicator_tracking.month')
        .execute();
      const months = reported.map((row) => row.month);
      const first = monthOf(project.start_date);
      if (project.start_date > new Date().toISOString().slice(0, 10)) {
        expect(months, `project ${project.id}`).toEqual([]);
        continue;
      }
      const last =
        project.status === 'ongoing'
          ? monthsBetween(first, thisMonth()).at(-2)
          : project.status === 'stopped'
            ? monthOf(project.updated_at)
            : monthOf(project.end_date);
      // partner@demo.test's last month waits for the funder's review (demo-months.ts): not in the follow-up yet.
      const waiting = await db.selectFrom('monthly_reports').select('month').where('project_id', '=', project.id).where('status', '=', 'submitted').execute();
      const approvedUntil = last !== undefined && waiting.some((row) => row.month === last) ? addMonths(last, -1) : last;
      expect(months, `project ${project.id}`).toEqual(approvedUntil === undefined ? [] : monthsBetween(first, approvedUntil));
      longest = Math.max(longest, months.length);
      if (project.status === 'ongoing' && months.length) expect(months.length).toBeGreaterThanOrEqual(12);
    }
    expect(longest).toBeGreaterThanOrEqual(24);
  });

  it('spends only money already transferred, installment by installment', async () => {
    const db = t().database.db;
    for (const project of await demoProjects(t())) {
      const batches = await db.selectFrom('expenditure_batches').selectAll().where('project_id', '=', project.id).execute();
      const entries = await db.selectFrom('spending_entries').selectAll().where('project_id', '=', project.id).execute();
      for (const batch of batches) {
        const transferred = batch.transfer_status === TransferStatus.Transferred;
        expect(batch.transferred_at !== null, `batch ${batch.id}`).toBe(transferred);
        const paid = entries.filter((entry) => entry.batch_id === batch.id);
        if (!transferred) {
          expect(paid).toEqual([]);
          continue;
        }
        expect(paid.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBeLessThanOrEqual(Number(batch.amount) + 0.01);
        expect(paid.every((entry) => entry.month >= monthOf(batch.transferred_at ?? ''))).toBe(true);
        expect(Number(batch.request_status)).toBe(RequestStatus.Received);
      }
      expect(entries.every((entry) => entry.batch_id !== null && Number(entry.amount) > 0)).toBe(true);
    }
  });

  it('keeps each funder’s dashboard roll-up equal to the raw figures', async () => {
    const db = t().database.db;
    for (const donor of await db.selectFrom('donors').select('id').execute()) {
      const figures = await db.selectFrom('dashboard_monthly_figures').selectAll().where('donor_id', '=', donor.id).execute();
      const projects = (await demoProjects(t())).filter((project) => project.donor_id === donor.id).map((project) => project.id);
      const entries = await db.selectFrom('spending_entries').select('amount').where('project_id', 'in', projects).execute();
      const reached = await db.selectFrom('beneficiaries_reached').select(['sex', 'type', 'count']).where('project_id', 'in', projects).execute();
      expect(figures.reduce((sum, row) => sum + Number(row.spent), 0)).toBeCloseTo(
        entries.reduce((sum, row) => sum + Number(row.amount), 0),
        2,
      );
      expect(figures.reduce((sum, row) => sum + Number(row.reached_female), 0)).toBe(
        reached.filter((row) => row.sex === 'female').reduce((sum, row) => sum + row.count, 0),
      );
      expect(figures.reduce((sum, row) => sum + Number(row.reached_refugees), 0)).toBe(
        reached.filter((row) => row.type === 'refugees').reduce((sum, row) => sum + row.count, 0),
      );
      expect(figures.length).toBeGreaterThan(0);
    }
  });

  it('writes in both languages, with real files for the reports', async () => {
    const db = t().database.db;
    const reports = await db.selectFrom('progress_reports').select(['title', 'stored_name']).execute();
    expect(reports.some((report) => /[\u0600-\u06ff]/.test(report.title))).toBe(true);
    expect(reports.some((report) => report.title.startsWith('Quarterly'))).toBe(true);
    const stored = new Set(await t().storedFileNames());
    expect(reports.every((report) => stored.has(report.stored_name))).toBe(true);
    const notes = await db.selectFrom('indicator_tracking').select('note').where('note', 'is not', null).execute();
    expect(notes.some((row) => /[\u0600-\u06ff]/.test(row.note ?? ''))).toBe(true);
    expect(notes.some((row) => /[a-z]/.test(row.note ?? ''))).toBe(true);
  });

  it('gives a project added with submitDemoProposal its follow-up too', async () => {
    const db = t().database.db;
    const gaza = await db.selectFrom('grants').select('id').where('title', 'like', '%Food Security in Gaza%').executeTakeFirstOrThrow();
    const id = await submitDemoProposal(db, t().files, { grantId: gaza.id, status: 'ongoing', variant: 7 });
    const project = await db.selectFrom('projects').select(['id', 'donor_id']).where('proposal_id', '=', id).executeTakeFirstOrThrow();
    const indicators = await db.selectFrom('project_indicators').select('id').where('project_id', '=', project.id).execute();
    expect(indicators.length).toBeGreaterThan(0);
    const spent = await db.selectFrom('spending_entries').select('amount').where('project_id', '=', project.id).execute();
    expect(spent.length).toBeGreaterThan(0);
    const figures = await db.selectFrom('dashboard_monthly_figures').select('spent').where('donor_id', '=', project.donor_id).execute();
    const all = await db
      .selectFrom('spending_entries')
      .innerJoin('projects', 'projects.id', 'spending_entries.project_id')
      .select('spending_entries.amount')
      .where('projects.donor_id', '=', project.donor_id)
      .execute();
    expect(figures.reduce((sum, row) => sum + Number(row.spent), 0)).toBeCloseTo(
      all.reduce((sum, row) => sum + Number(row.amount), 0),
      2,
    );
  });
});
