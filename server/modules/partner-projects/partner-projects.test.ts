import { beforeAll, expect, it } from 'vitest';
import { ERROR_CODE_HEADER } from '#contract/errors';
import type { Paged } from '#contract/paging';
import type { PartnerProject } from '#contract/partner-projects';
import { describeOnEachDialect } from '../../test/test-app';

const list = '/api/PartnerProject';

describeOnEachDialect('partner projects', (t) => {
  let partner: string;
  let member: string;
  let other: string;
  let officer: string;
  let ngoId: number;

  beforeAll(async () => {
    partner = await t().signIn('partner@demo.test');
    member = await t().signIn('member@demo.test');
    other = await t().signIn('nabaa@ngo.test');
    officer = await t().signIn('grants@demo.test');
    ngoId = (await t().database.db.selectFrom('users').select('ngo_id').where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow()).ngo_id ?? 0;
  });

  const page = async (token: string, query = 'rows=100') => {
    const response = await t().call({ method: 'GET', url: `${list}?${query}`, token });
    expect(response.statusCode).toBe(200);
    return response.json<Paged<PartnerProject>>();
  };

  it("lists the organisation's own projects only, ongoing and stopped, with their funder, grant, budget and installments", async () => {
    const db = t().database.db;
    const expected = await db
      .selectFrom('projects')
      .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
      .select(['projects.id', 'projects.proposal_id', 'projects.status', 'proposals.title', 'proposals.code'])
      .where('proposals.ngo_id', '=', ngoId)
      .execute();
    const mine = await page(partner);
    expect(mine.total).toBe(expected.length);
    expect(mine.data.map((item) => item.id).toSorted((a, b) => a - b)).toEqual(expected.map((row) => row.id).toSorted((a, b) => a - b));
    expect(new Set(mine.data.map((item) => item.status))).toEqual(new Set(['ongoing', 'stopped']));

    const first = mine.data[0];
    if (!first) throw new Error('the demo organisation has projects');
    const row = await db
      .selectFrom('proposals')
      .innerJoin('grants', 'grants.id', 'proposals.grant_id')
      .innerJoin('donors', 'donors.id', 'proposals.donor_id')
      .innerJoin('currencies', 'currencies.id', 'proposals.currency_id')
      .select(['proposals.title', 'proposals.code', 'proposals.total_budget', 'grants.title as grant_title', 'donors.name as donor_name', 'currencies.symbol'])
      .where('proposals.id', '=', first.proposal_id)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      title: row.title,
      code: row.code,
      grant_title: row.grant_title,
      donor_name: row.donor_name,
      total_budget: Number(row.total_budget),
      currency: { symbol: row.symbol },
    });
    const batches = await db.selectFrom('expenditure_batches').select('transfer_status').where('proposal_id', '=', first.proposal_id).execute();
    expect(first.installments).toEqual({ total: batches.length, transferred: batches.filter((batch) => batch.transfer_status === 1).length });

    // A member of the organisation sees the same list; another organisation sees none of these.
    expect((await page(member)).total).toBe(expected.length);
    const theirs = await page(other);
    expect(theirs.data.map((item) => item.id).filter((id) => expected.some((own) => own.id === id))).toEqual([]);
  });

  it('pages, filters by status and searches', async () => {
    const all = await page(partner);
    const ongoing = await page(partner, 'status=ongoing&rows=100');
    expect(ongoing.data.every((item) => item.status === 'ongoing')).toBe(true);
    expect(ongoing.total).toBe(all.data.filter((item) => item.status === 'ongoing').length);
    const one = await page(partner, 'rows=1&page=2&order_by=code');
    expect(one.total).toBe(all.total);
    expect(one.data.map((item) => item.code)).toEqual([all.data.map((item) => item.code).toSorted()[1]]);
    const code = all.data[0]?.code ?? '';
    expect((await page(partner, `search=${encodeURIComponent(code.toLowerCase())}`)).data.map((item) => item.code)).toEqual([code]);
  });

  it('refuses a bad status, and staff', async () => {
    const bad = await t().call({ method: 'GET', url: `${list}?status=draft`, token: partner });
    expect(bad.statusCode).toBe(400);
    const staff = await t().call({ method: 'GET', url: list, token: officer });
    expect([staff.statusCode, staff.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([403, 'accessDenied']);
    expect((await t().call({ method: 'GET', url: list })).statusCode).toBe(401);
  });
});
