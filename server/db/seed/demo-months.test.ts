import { expect, it } from 'vitest';
import { addMonths, monthOf, monthsBetween } from '#contract/months';
import { describeOnEachDialect } from '../../test/test-app';

/**
 * The demo's history as approved monthly reports (docs/decisions/203-follow-up-projection.md): the follow-up holds
 * exactly what the approved months hold, and partner@demo.test has a month to be reviewed and one under way.
 */

const thisMonth = () => new Date().toISOString().slice(0, 7);

describeOnEachDialect('demo monthly reports', (t) => {
  it('reports every running project month by month up to last month, each month approved but partner@demo.test’s last', async () => {
    const db = t().database.db;
    const partner = await db.selectFrom('users').select('ngo_id').where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    const projects = await db
      .selectFrom('projects')
      .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
      .select(['projects.id', 'proposals.start_date', 'proposals.ngo_id'])
      .where('projects.status', '=', 'ongoing')
      .execute();
    const lastMonth = addMonths(thisMonth(), -1);
    let checked = 0;
    for (const project of projects) {
      const first = monthOf(project.start_date);
      if (first > lastMonth) continue;
      const months = await db.selectFrom('monthly_reports').select(['month', 'status']).where('project_id', '=', project.id).where('month', '<=', lastMonth).orderBy('month').execute();
      expect(months.map((row) => row.month).filter((month) => month >= first), `project ${project.id}`).toEqual(monthsBetween(first, lastMonth));
      const notApproved = months.filter((row) => row.status !== 'approved');
      if (notApproved.length) {
        expect(project.ngo_id).toBe(partner.ngo_id);
        expect(notApproved).toEqual([{ month: lastMonth, status: 'submitted' }]);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('holds in the follow-up exactly the approved months’ spending and people reached', async () => {
    const db = t().database.db;
    const approvedSpending = db
      .selectFrom('monthly_report_spending')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_spending.report_id')
      .select((eb) => eb.fn.sum<number | string>('monthly_report_spending.amount').as('total'))
      .where('monthly_reports.status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const approvedReached = db
      .selectFrom('monthly_report_beneficiaries')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_beneficiaries.report_id')
      .select((eb) => eb.fn.sum<number | string>('monthly_report_beneficiaries.count').as('total'))
      .where('monthly_reports.status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const [spent, reported, reached, counted] = await Promise.all([
      db.selectFrom('spending_entries').select((eb) => eb.fn.sum<number | string>('amount').as('total')).executeTakeFirstOrThrow(),
      approvedSpending,
      db.selectFrom('beneficiaries_reached').select((eb) => eb.fn.sum<number | string>('count').as('total')).executeTakeFirstOrThrow(),
      approvedReached,
    ]);
    expect(Number(spent.total)).toBeGreaterThan(0);
    expect(Number(spent.total)).toBeCloseTo(Number(reported.total), 1);
    expect(Number(reached.total)).toBe(Number(counted.total));
    const unprojected = await db.selectFrom('spending_entries').select('id').where('monthly_report_id', 'is', null).execute();
    expect(unprojected).toEqual([]);
  });

  it('gives partner@demo.test a month waiting for review and this month’s draft under way, each with something written', async () => {
    const db = t().database.db;
    const partner = await db.selectFrom('users').select(['id', 'ngo_id']).where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    const months = await db
      .selectFrom('monthly_reports')
      .innerJoin('projects', 'projects.id', 'monthly_reports.project_id')
      .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
      .select(['monthly_reports.id', 'monthly_reports.project_id', 'monthly_reports.month', 'monthly_reports.status', 'monthly_reports.version', 'monthly_reports.submitted_by'])
      .where('proposals.ngo_id', '=', partner.ngo_id)
      .where('monthly_reports.status', 'in', ['submitted', 'draft'])
      .orderBy('monthly_reports.month')
      .execute();
    expect(months.map((row) => [row.month, row.status])).toEqual([
      [addMonths(thisMonth(), -1), 'submitted'],
      [thisMonth(), 'draft'],
    ]);
    expect(new Set(months.map((row) => row.project_id)).size).toBe(1);
    expect(months[0]?.submitted_by).toBe(partner.id);
    expect(months[1]?.version).toBe(1);
    const stories = await db.selectFrom('project_stories').select('title_en').where('report_id', '=', months[0]?.id ?? 0).execute();
    expect(stories.length).toBe(1);
    const spending = await db.selectFrom('monthly_report_spending').select('amount').where('report_id', '=', months[1]?.id ?? 0).execute();
    expect(spending.length).toBe(1);
  });
});
