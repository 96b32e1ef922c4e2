import { expect, it } from 'vitest';
import type { Grant } from '#contract/grants';
import type { Paged } from '#contract/paging';
import type { User } from '#contract/users';
import { createDraft, demoReferences } from '../modules/grants/grant-test-helpers';
import { describeOnEachDialect, type TestApp } from '../test/test-app';

/**
 * A list's search finds what the user typed, `%`, `_` and `\` included, as plain characters: not LIKE's wildcards,
 * not PostgreSQL's escape character (docs/decisions/215-search-matches-what-is-typed.md). What each search should
 * find is worked out from the whole list, so the demo data may hold these characters too.
 */

const SEARCHES_FOR_A_CHARACTER = ['%', '_', '\\', '50%', 'e_s', 'k\\s'];

/** The rows whose searched text holds the search, letter case aside: what a "contains" search means. */
function holding<Row>(rows: Row[], search: string, searchedText: (row: Row) => string): Row[] {
  return rows.filter((row) => searchedText(row).toLowerCase().includes(search.toLowerCase()));
}

const grantText = (grant: Grant) => `${grant.title}\n${grant.description ?? ''}`;
const staffText = (user: User) => `${user.name}\n${user.email}`;

async function insertStaff(t: TestApp, donorId: number, name: string, email: string): Promise<void> {
  await t.database.db
    .insertInto('users')
    .values({ donor_id: donorId, name, email, active: 1, token_version: 0, created_at: '2026-01-01T00:00:00.000Z' })
    .execute();
}

describeOnEachDialect('a list search matches what is typed', (t) => {
  const list = async <Row>(token: string, path: string, search?: string): Promise<Paged<Row>> => {
    const query = search === undefined ? '' : `&search=${encodeURIComponent(search)}`;
    const response = await t().call({ method: 'GET', url: `${path}?rows=100${query}`, token });
    expect(response.statusCode, `${path} ${search ?? ''}`).toBe(200);
    return response.json<Paged<Row>>();
  };

  /**
   * Each of SEARCHES_FOR_A_CHARACTER finds exactly the rows of the whole list whose searched text holds it (some,
   * never all), told apart by `key`.
   */
  const findsEachCharacter = async <Row>(token: string, path: string, searchedText: (row: Row) => string, key: (row: Row) => string) => {
    const all = await list<Row>(token, path);
    for (const search of SEARCHES_FOR_A_CHARACTER) {
      const expected = holding(all.data, search, searchedText);
      expect(expected.length, search).toBeGreaterThan(0);
      expect(expected.length, search).toBeLessThan(all.total);
      const found = await list<Row>(token, path, search);
      expect(found.data.map(key).toSorted(), search).toEqual(expected.map(key).toSorted());
      expect(found.total, search).toBe(expected.length);
    }
  };

  it('finds in the grants list only the grants whose title or description holds a typed %, _ or backslash', async () => {
    const admin = await t().signIn('admin@demo.test');
    const refs = await demoReferences(t());
    const titles = ['Match fund 50% / صندوق', 'Plain 50 match fund', 'Tree_seeds for schools', 'Back\\slash wells', 'Ordinary Search Fund'];
    for (const title of titles) await createDraft(t(), admin, refs, { title, description: 'Wells and seeds' });
    await createDraft(t(), admin, refs, { title: 'Described fund', description: 'Reaches 30% of households in C:\\data\\new_' });

    await findsEachCharacter(admin, '/api/DonorGrant', grantText, (grant: Grant) => grant.title);
    expect((await list<Grant>(admin, '/api/DonorGrant', '50%')).data.map((grant) => grant.title)).toEqual(['Match fund 50% / صندوق']);
    expect((await list<Grant>(admin, '/api/DonorGrant', '_')).data.map((grant) => grant.title).toSorted()).toEqual(['Described fund', 'Tree_seeds for schools']);
    expect((await list<Grant>(admin, '/api/DonorGrant', '\\')).data.map((grant) => grant.title).toSorted()).toEqual(['Back\\slash wells', 'Described fund']);
  });

  it('still finds grants by any part of their title or description, letter case aside', async () => {
    const admin = await t().signIn('admin@demo.test');
    expect((await list<Grant>(admin, '/api/DonorGrant', 'ORDINARY search')).data.map((grant) => grant.title)).toEqual(['Ordinary Search Fund']);
    expect((await list<Grant>(admin, '/api/DonorGrant', 'JORDAN')).data.map((grant) => grant.title)).toEqual([
      "Girls' Education in Rural Jordan / تعليم الفتيات في ريف الأردن",
    ]);
    expect((await list<Grant>(admin, '/api/DonorGrant', 'kitchen gardens')).total).toBe(1);
  });

  it('finds in the staff list only the colleagues whose name or email holds a typed %, _ or backslash', async () => {
    const admin = await t().signIn('admin@demo.test');
    const { donorId } = await demoReferences(t());
    await insertStaff(t(), donorId, 'Rana 50% Saleh', 'rana@search.test');
    await insertStaff(t(), donorId, 'Omar Plain 50 Haddad', 'omar@search.test');
    await insertStaff(t(), donorId, 'Tarek Nassar', 'tree_seeds@search.test');
    await insertStaff(t(), donorId, 'Back\\slash Mona', 'mona@search.test');

    await findsEachCharacter(admin, '/api/DonorAdmin', staffText, (user: User) => user.email);
    expect((await list<User>(admin, '/api/DonorAdmin', '_')).data.map((user) => user.email)).toEqual(['tree_seeds@search.test']);
    expect((await list<User>(admin, '/api/DonorAdmin', '\\')).data.map((user) => user.email)).toEqual(['mona@search.test']);
    // As before: names ignoring letter case, Arabic too, and emails.
    expect((await list<User>(admin, '/api/DonorAdmin', 'LAYLA')).data.map((user) => user.email)).toEqual(['admin@demo.test']);
    expect((await list<User>(admin, '/api/DonorAdmin', 'الخطيب')).data.map((user) => user.email)).toEqual(['grants@demo.test']);
    expect((await list<User>(admin, '/api/DonorAdmin', 'SEARCH.test')).total).toBe(4);
  });

  it('answers on every searched list a search holding %, _ and a backslash, which nothing holds', async () => {
    const staff = await t().signIn('admin@demo.test');
    const partner = await t().signIn('partner@demo.test');
    const lists = {
      '/api/DonorGrant': staff,
      '/api/DonorGrant/Proposals': staff,
      '/api/DonorProject': staff,
      '/api/DonorAdmin': staff,
      '/api/DonorRole': staff,
      '/api/Program': staff,
      '/api/ngo': staff,
      '/api/DueDiligence/paged': staff,
      '/api/PartnerCall': partner,
      '/api/PartnerProposal': partner,
      '/api/PartnerProject': partner,
    };
    for (const [path, token] of Object.entries(lists)) expect(await list(token, path, 'x%_\\y'), path).toEqual({ total: 0, data: [] });
  });
});
