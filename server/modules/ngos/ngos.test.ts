import { expect, it } from 'vitest';
import { proposalStatusToWire } from '#contract/enums';
import type { Ngo, NgoContact, NgoDueDiligence } from '#contract/ngos';
import { formatMessage } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';

/** Demo organisations by their English or Arabic name, and the funders they applied to (server/db/seed/proposals-data.ts). */
const APPLIED_TO_ANDF_ONLY = ['Al-Amal', 'Nabaa', 'Tamkeen', 'Nile Bridges'];
const APPLIED_TO_BOTH = ['Rafidain', 'Jasmine'];
const APPLIED_TO_CRF_ONLY = ['Hadramout', 'Darfur Hope', 'Hiiraan'];

function names(page: Paged<Ngo>): string[] {
  return page.data.map((ngo) => ngo.name);
}

async function ngoId(t: TestApp, namePart: string): Promise<number> {
  const row = await t.database.db.selectFrom('ngos').select('id').where('name', 'like', `%${namePart}%`).executeTakeFirstOrThrow();
  return row.id;
}

describeOnEachDialect('organisations', (t) => {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string) => {
    let token = tokens.get(email);
    if (!token) tokens.set(email, (token = t().signIn(email)));
    return token;
  };
  const list = async (query = '', email = 'viewer@demo.test') => {
    const response = await t().call({ method: 'GET', url: `/api/ngo?rows=100&${query}`, token: await tokenOf(email) });
    expect(response.statusCode, query).toBe(200);
    return response.json<Paged<Ngo>>();
  };

  it('lists only the organisations that applied to the funder, with the funder’s own counts', async () => {
    const andf = await list();
    expect(andf.total).toBe(APPLIED_TO_ANDF_ONLY.length + APPLIED_TO_BOTH.length);
    for (const part of [...APPLIED_TO_ANDF_ONLY, ...APPLIED_TO_BOTH]) expect(names(andf).join('|')).toContain(part);
    for (const part of APPLIED_TO_CRF_ONLY) expect(names(andf).join('|')).not.toContain(part);

    const crf = await list('', 'field@other.test');
    expect(crf.total).toBe(APPLIED_TO_CRF_ONLY.length + APPLIED_TO_BOTH.length);
    for (const part of APPLIED_TO_ANDF_ONLY) expect(names(crf).join('|')).not.toContain(part);

    const db = t().database.db;
    const donor = await db.selectFrom('donors').select('id').where('shortcut', '=', 'ANDF').executeTakeFirstOrThrow();
    for (const ngo of andf.data) {
      // Drafts are the organisation's own until submitted (docs/decisions/199-drafts-are-the-organisations-own.md).
      const proposals = await db
        .selectFrom('proposals')
        .select(['id', 'status'])
        .where('ngo_id', '=', ngo.id)
        .where('donor_id', '=', donor.id)
        .where('status', '!=', proposalStatusToWire('draft'))
        .execute();
      const projects = await db.selectFrom('projects').select('id').where('proposal_id', 'in', proposals.map((p) => p.id)).execute();
      expect(ngo.proposals_count, ngo.name).toBe(proposals.length);
      expect(ngo.projects_count, ngo.name).toBe(projects.length);
    }
    const rafidain = andf.data.find((ngo) => ngo.name.includes('Rafidain'));
    const rafidainForCrf = crf.data.find((ngo) => ngo.name.includes('Rafidain'));
    expect(rafidain?.proposals_count).toBe(1);
    expect(rafidainForCrf?.proposals_count).toBe(3);
  });

  it('searches the name, shortcut and email, whatever the case, in either language', async () => {
    expect(names(await list(`search=${encodeURIComponent('AL-AMAL')}`))).toEqual([expect.stringContaining('Al-Amal')]);
    expect(names(await list(`search=${encodeURIComponent('الأمل')}`))).toEqual([expect.stringContaining('Al-Amal')]);
    expect(names(await list(`search=${encodeURIComponent('تمكين')}`))).toEqual([expect.stringContaining('Tamkeen')]);
    expect(names(await list('search=nbd'))).toEqual([expect.stringContaining('Nile Bridges')]);
    expect(names(await list('search=nabaa-lb.example'))).toEqual([expect.stringContaining('Nabaa')]);
    expect((await list('search=darfur')).total).toBe(0);
  });

  it('filters by country, pages, and sorts by name, registration and proposals', async () => {
    const palestine = await t().database.db.selectFrom('countries').select('id').where('code', '=', 'PS').executeTakeFirstOrThrow();
    expect(names(await list(`country_id=${palestine.id}`))).toEqual([expect.stringContaining('Tamkeen')]);

    const all = await list();
    const byName = await list('order_by=name');
    expect(names(byName)).toEqual(names(all).toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byProposals = (await list('order_by=proposals_count&is_desc=true')).data.map((ngo) => ngo.proposals_count);
    expect(byProposals).toEqual(byProposals.toSorted((a, b) => b - a));
    expect(byProposals[0]).toBeGreaterThan(byProposals.at(-1) ?? 0);
    const byRegistration = all.data.map((ngo) => ngo.created_at);
    expect(byRegistration).toEqual(byRegistration.toSorted());

    const second = await t().call({ method: 'GET', url: '/api/ngo?rows=2&page=2', token: await tokenOf('viewer@demo.test') });
    expect(second.json<Paged<Ngo>>()).toEqual({ total: all.total, data: all.data.slice(2, 4) });
    expect((await t().call({ method: 'GET', url: '/api/ngo?order_by=email', token: await tokenOf('viewer@demo.test') })).statusCode).toBe(400);
  });

  it('reads one organisation, its contacts and its papers, each paper served from storage', async () => {
    const token = await tokenOf('viewer@demo.test');
    const id = await ngoId(t(), 'Nile Bridges');
    const ngo = await t().call({ method: 'GET', url: `/api/ngo/${id}`, token });
    expect(ngo.json()).toMatchObject({ id, shortcut: 'NBD', coun_name: 'Egypt', email: 'hello@nilebridges.example', website: 'https://nilebridges.example' });
    expect((await list()).data.find((row) => row.id === id)).toEqual(ngo.json());

    const contacts = (await t().call({ method: 'GET', url: `/api/ngo/${id}/Contacts`, token })).json<NgoContact[]>();
    expect(contacts.map((contact) => contact.position)).toEqual(['Executive director', 'M&E manager']);

    const papers = (await t().call({ method: 'GET', url: `/api/ngo/${id}/due-diligences`, token })).json<NgoDueDiligence[]>();
    expect(papers.map((paper) => paper.name)).toEqual([
      'Registration certificate',
      'Audited financial statements 2025',
      'Safeguarding policy',
      'Anti-fraud and anti-corruption policy',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(papers.filter((paper) => paper.expires_on !== null && paper.expires_on < today).map((paper) => paper.name)).toEqual(['Safeguarding policy']);
    for (const paper of papers) {
      expect(paper.file_url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/);
      expect(paper.issued_on && paper.issued_on < today).toBe(true);
      const file = await t().call({ method: 'GET', url: paper.file_url ?? '', token });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
    }
  });

  it('answers 404 for an organisation that never applied to the funder, and 401 without a token', async () => {
    const token = await tokenOf('admin@demo.test');
    const id = await ngoId(t(), 'Darfur Hope');
    for (const path of [`/api/ngo/${id}`, `/api/ngo/${id}/Contacts`, `/api/ngo/${id}/due-diligences`, '/api/ngo/999999']) {
      const response = await t().call({ method: 'GET', url: path, token });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().Message).toBe(formatMessage('notFound', { field: 'ngo' }));
    }
    expect((await t().call({ method: 'GET', url: `/api/ngo/${id}`, token: await tokenOf('admin@other.test') })).statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: '/api/ngo' })).statusCode).toBe(401);
  });
});
