import { expect, it } from 'vitest';
import { TransferStatus } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import type { Paged } from '#contract/paging';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { proposalDuration } from '../proposals/service';

/**
 * The demo gives the first funder nine projects (two accepted proposals and seven older ones: three ongoing, two
 * finished, one unfinished, one stopped) and the second funder seven (server/db/seed/proposals-data.ts).
 */
describeOnEachDialect('projects', (t) => {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string) => {
    let token = tokens.get(email);
    if (!token) tokens.set(email, (token = t().signIn(email)));
    return token;
  };
  const list = async (query = '', email = 'viewer@demo.test') => {
    const response = await t().call({ method: 'GET', url: `/api/DonorProject?rows=100&${query}`, token: await tokenOf(email) });
    expect(response.statusCode, query).toBe(200);
    return response.json<Paged<Project>>();
  };

  it('lists the funder’s projects with their proposal’s header, to any staff member', async () => {
    const andf = await list();
    expect(andf.total).toBe(9);
    expect(andf.data.map((project) => project.status).toSorted()).toEqual(['finished', 'finished', 'ongoing', 'ongoing', 'ongoing', 'ongoing', 'ongoing', 'stopped', 'unfinished']);
    expect((await list('', 'admin@other.test')).total).toBe(7);

    const db = t().database.db;
    for (const project of andf.data) {
      const proposal = await db
        .selectFrom('proposals')
        .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
        .select(['proposals.id', 'proposals.title', 'proposals.code', 'proposals.total_budget', 'proposals.start_date', 'proposals.end_date', 'ngos.name'])
        .where('proposals.id', '=', project.proposal_id)
        .executeTakeFirstOrThrow();
      expect(project).toMatchObject({
        title: proposal.title,
        code: proposal.code,
        total_budget: proposal.total_budget,
        start_date: proposal.start_date,
        end_date: proposal.end_date,
        duration: proposalDuration(proposal.start_date, proposal.end_date),
        ngo: { name: proposal.name },
      });
      expect(project.agreement_file_path).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/);
    }
    const created = andf.data.map((project) => project.created_at);
    expect(created).toEqual(created.toSorted());
  });

  it('shows progress as the percent of installments already transferred', async () => {
    const db = t().database.db;
    const projects = (await list()).data;
    for (const project of projects) {
      const batches = await db.selectFrom('expenditure_batches').select(['percent', 'transfer_status']).where('project_id', '=', project.id).execute();
      const transferred = batches.filter((batch) => batch.transfer_status === TransferStatus.Transferred).reduce((sum, batch) => sum + Number(batch.percent), 0);
      expect(project.progress, project.code).toBe(transferred);
    }
    const finished = projects.filter((project) => project.status === 'finished');
    expect(finished.map((project) => project.progress)).toEqual([100, 100]);
    const running = projects.filter((project) => project.status === 'ongoing').map((project) => project.progress);
    expect(running).toContain(0);
    expect(running.some((progress) => progress > 0 && progress < 100)).toBe(true);
  });

  it('filters by status (either spelling), grant and organisation, and searches title, code and organisation', async () => {
    expect((await list('status=finished')).total).toBe(2);
    expect((await list('status=ongoing')).total).toBe(5);
    expect((await list('status=under_negotiation')).total).toBe(0);

    const db = t().database.db;
    const gaza = await db.selectFrom('grants').select('id').where('title', 'like', '%Food Security in Gaza%').executeTakeFirstOrThrow();
    const onGaza = await list(`grant_id=${gaza.id}`);
    expect(onGaza.total).toBe(5);
    expect(onGaza.data.every((project) => project.grant_id === gaza.id)).toBe(true);

    const tamkeen = await db.selectFrom('ngos').select('id').where('name', 'like', '%Tamkeen%').executeTakeFirstOrThrow();
    const byTamkeen = await list(`ngo_id=${tamkeen.id}`);
    expect(byTamkeen.total).toBe(3);
    expect(byTamkeen.data.every((project) => project.ngo_id === tamkeen.id)).toBe(true);
    expect((await list(`search=${encodeURIComponent('tamkeen')}`)).data.map((project) => project.id)).toEqual(byTamkeen.data.map((project) => project.id));

    const one = onGaza.data[0];
    if (!one) throw new Error('the demo has projects on the Gaza grant');
    expect((await list(`search=${one.code.toLowerCase()}`)).data.map((project) => project.id)).toEqual([one.id]);
    const word = one.title.split(' ').find((part) => part.length > 5) ?? one.title;
    expect((await list(`search=${encodeURIComponent(word.toUpperCase())}`)).data.map((project) => project.id)).toContain(one.id);
  });

  it('sorts by budget, code, title and start date, and pages', async () => {
    const budgets = (await list('order_by=total_budget&is_desc=true')).data.map((project) => project.total_budget);
    expect(budgets).toEqual(budgets.toSorted((a, b) => b - a));
    const starts = (await list('order_by=start_date')).data.map((project) => project.start_date);
    expect(starts).toEqual(starts.toSorted());
    const codes = (await list('order_by=code')).data.map((project) => project.code);
    expect(codes).toEqual(codes.toSorted());
    const all = await list();
    const page = await t().call({ method: 'GET', url: '/api/DonorProject?rows=3&page=2', token: await tokenOf('viewer@demo.test') });
    expect(page.json()).toEqual({ total: 9, data: all.data.slice(3, 6) });
    // Past the end: no row carries the total, which is still answered.
    const pastTheEnd = await t().call({ method: 'GET', url: '/api/DonorProject?rows=3&page=40', token: await tokenOf('viewer@demo.test') });
    expect(pastTheEnd.json()).toEqual({ total: 9, data: [] });
    expect((await t().call({ method: 'GET', url: '/api/DonorProject?order_by=progress', token: await tokenOf('viewer@demo.test') })).statusCode).toBe(400);
  });

  it('reads one project, serves its agreement, and answers 404 for another funder’s', async () => {
    const mine = (await list('status=finished')).data[0];
    if (!mine) throw new Error('the demo has finished projects');
    const one = await t().call({ method: 'GET', url: `/api/DonorProject/${mine.id}`, token: await tokenOf('grants@demo.test') });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(mine);
    const agreement = await t().call({ method: 'GET', url: mine.agreement_file_path ?? '', token: await tokenOf('grants@demo.test') });
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-type']).toBe('application/pdf');

    const theirs = await t().call({ method: 'GET', url: `/api/DonorProject/${mine.id}`, token: await tokenOf('admin@other.test') });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().Message).toBe(formatMessage('notFound', { field: 'project' }));
    expect((await t().call({ method: 'GET', url: '/api/DonorProject' })).statusCode).toBe(401);
  });
});
