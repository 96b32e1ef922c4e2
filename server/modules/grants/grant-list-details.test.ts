import { expect, it } from 'vitest';
import { GrantStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { insertNgo, insertProposal } from '../proposals/proposal-test-helpers';
import { daysFromToday, demoReferences } from './grant-test-helpers';

/**
 * The grants list with every nested list filled in, asserted whole: programs by their link's id, countries by id,
 * managers first then by name (a removed colleague left out), proposals counted without drafts, numbers as numbers
 * (a share that needs all 17 digits, sizes with cents), names with quotes and Arabic. Inserted directly, in an order
 * that is not the answer's, so the answer's order is the query's doing (docs/decisions/180-api-throughput.md).
 */

const MARK = 'Nested-lists fixture';

async function insertUser(t: TestApp, donorId: number, name: string, removed = false): Promise<number> {
  const row = await t.database.db
    .insertInto('users')
    .values({
      donor_id: donorId,
      name,
      email: `${name.replace(/[^a-z]/gi, '').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@nested.test`,
      active: 1,
      token_version: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      deleted_at: removed ? '2026-02-01T00:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type GrantFixture = {
  title: string;
  status: number;
  deadline: string | null;
  createdAt: string;
  minSize: number;
  maxSize: number;
};

async function insertGrant(t: TestApp, donorId: number, currencyId: number, createdBy: number, fixture: GrantFixture): Promise<number> {
  const row = await t.database.db
    .insertInto('grants')
    .values({
      donor_id: donorId,
      title: fixture.title,
      status: fixture.status,
      description: 'Said "twice" / قيل مرتين',
      eligibility: null,
      currency_id: currencyId,
      min_size: fixture.minSize,
      max_size: fixture.maxSize,
      deadline: fixture.deadline,
      created_by: createdBy,
      created_at: fixture.createdAt,
      updated_at: fixture.createdAt,
      version: 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function link(t: TestApp, grantId: number, programId: number, percent: number): Promise<number> {
  const row = await t.database.db
    .insertInto('grant_programs')
    .values({ grant_id: grantId, program_id: programId, percent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const program = (id: number, grantId: number, of: { id: number; title: string }, percent: number) => ({
  id,
  programId: of.id,
  grantId,
  percent,
  title: of.title,
});

describeOnEachDialect('grants list, nested lists', (t) => {
  it('answers every grant’s programs, countries, users in charge and counts, in their order, with their types', async () => {
    const refs = await demoReferences(t());
    const db = t().database.db;
    const admin = await t().signIn('admin@demo.test');
    const adminId = refs.userId('admin@demo.test');
    const adminName = (await db.selectFrom('users').select('name').where('id', '=', adminId).executeTakeFirstOrThrow()).name;
    const currency = await db.selectFrom('currencies').select(['id', 'name', 'symbol']).where('id', '=', refs.currencyId).executeTakeFirstOrThrow();
    const programs = await db.selectFrom('programs').select(['id', 'title']).where('donor_id', '=', refs.donorId).orderBy('id').execute();
    expect(programs.length).toBeGreaterThanOrEqual(3);
    const [p0, p1, p2] = programs as [(typeof programs)[0], (typeof programs)[0], (typeof programs)[0]];
    const countries = (await db.selectFrom('countries').select('id').orderBy('id').limit(4).execute()).map((row) => row.id);

    const dina = await insertUser(t(), refs.donorId, 'Dina Saleh');
    const bassam = await insertUser(t(), refs.donorId, 'Bassam "Sam" Nour / بسام');
    const carla = await insertUser(t(), refs.donorId, 'Carla Diaz');
    const amal = await insertUser(t(), refs.donorId, 'Amal Haddad / أمل');
    const removed = await insertUser(t(), refs.donorId, 'Aaron Removed', true);

    const open = await insertGrant(t(), refs.donorId, currency.id, adminId, {
      title: `${MARK} A: open`,
      status: GrantStatus.Published,
      deadline: daysFromToday(30),
      createdAt: '2026-03-01T10:00:00.000Z',
      minSize: 1000.5,
      maxSize: 250_000.25,
    });
    const closed = await insertGrant(t(), refs.donorId, currency.id, amal, {
      title: `${MARK} B: past its deadline`,
      status: GrantStatus.Published,
      deadline: daysFromToday(-3),
      createdAt: '2026-03-02T10:00:00.000Z',
      minSize: 0,
      maxSize: 10,
    });
    const bare = await insertGrant(t(), refs.donorId, currency.id, adminId, {
      title: `${MARK} C: a bare draft`,
      status: GrantStatus.Draft,
      deadline: null,
      createdAt: '2026-03-03T10:00:00.000Z',
      minSize: 5,
      maxSize: 5,
    });

    // Program links inserted so that their ids do not follow the programs' ids; a share that needs 17 digits.
    const openLinks = [await link(t(), open, p2.id, 100 / 3), await link(t(), open, p0.id, 33.33), await link(t(), open, p1.id, 33.336666666666666)];
    const closedLinks = [await link(t(), closed, p1.id, 100)];
    // Countries inserted from the highest id down.
    await db
      .insertInto('grant_countries')
      .values(countries.toReversed().map((country_id) => ({ grant_id: open, country_id })))
      .execute();
    await db
      .insertInto('grant_countries')
      .values({ grant_id: closed, country_id: countries[2] as number })
      .execute();
    // Managers first, then by name; the removed colleague (a manager, first by name) is left out.
    await db
      .insertInto('grant_users_in_charge')
      .values([
        { grant_id: open, user_id: dina, is_manager: 0 },
        { grant_id: open, user_id: bassam, is_manager: 1 },
        { grant_id: open, user_id: removed, is_manager: 1 },
        { grant_id: open, user_id: carla, is_manager: 0 },
        { grant_id: open, user_id: amal, is_manager: 1 },
        { grant_id: closed, user_id: carla, is_manager: 0 },
        { grant_id: closed, user_id: dina, is_manager: 0 },
      ])
      .execute();
    await db
      .insertInto('grant_objectives')
      .values([
        {
          grant_id: open,
          title: 'One',
          created_at: '2026-03-01T10:00:00.000Z',
        },
        {
          grant_id: open,
          title: 'Two',
          created_at: '2026-03-01T10:00:00.000Z',
        },
      ])
      .execute();
    await db
      .insertInto('grant_due_diligences')
      .values({
        grant_id: closed,
        due_diligence_id: refs.dueDiligenceIds[0] as number,
      })
      .execute();
    const ngo = await insertNgo(t(), 'Nested Lists Association');
    await insertProposal(t(), { grantId: open, ngoId: ngo });
    await insertProposal(t(), {
      grantId: open,
      ngoId: ngo,
      status: 'accepted',
    });
    await insertProposal(t(), { grantId: open, ngoId: ngo, status: 'draft' });
    await insertProposal(t(), { grantId: closed, ngoId: ngo, status: 'draft' });

    const names = {
      [dina]: 'Dina Saleh',
      [bassam]: 'Bassam "Sam" Nour / بسام',
      [carla]: 'Carla Diaz',
      [amal]: 'Amal Haddad / أمل',
    };
    const user = (id: number, manager: boolean) => ({
      admin_id: id,
      name: names[id] as string,
      is_manager: manager,
    });
    const common = {
      description: 'Said "twice" / قيل مرتين',
      eligibility: null,
      currency_id: currency.id,
      currency,
      version: 3,
    };
    const expected: Grant[] = [
      {
        ...common,
        id: open,
        title: `${MARK} A: open`,
        status: GrantStatus.Published,
        min_size: 1000.5,
        max_size: 250_000.25,
        proposals_count: 2,
        deadline: daysFromToday(30),
        created_by: adminId,
        created_by_name: adminName,
        created_at: '2026-03-01T10:00:00.000Z',
        users_in_charge: [user(amal, true), user(bassam, true), user(carla, false), user(dina, false)],
        programs: [
          program(openLinks[0] as number, open, p2, 100 / 3),
          program(openLinks[1] as number, open, p0, 33.33),
          program(openLinks[2] as number, open, p1, 33.336666666666666),
        ],
        countries,
        objectives_count: 2,
        due_diligences_count: 0,
      },
      {
        ...common,
        id: closed,
        title: `${MARK} B: past its deadline`,
        status: GrantStatus.Closed,
        min_size: 0,
        max_size: 10,
        proposals_count: 0,
        deadline: daysFromToday(-3),
        created_by: amal,
        created_by_name: 'Amal Haddad / أمل',
        created_at: '2026-03-02T10:00:00.000Z',
        users_in_charge: [user(carla, false), user(dina, false)],
        programs: [program(closedLinks[0] as number, closed, p1, 100)],
        countries: [countries[2] as number],
        objectives_count: 0,
        due_diligences_count: 1,
      },
      {
        ...common,
        id: bare,
        title: `${MARK} C: a bare draft`,
        status: GrantStatus.Draft,
        min_size: 5,
        max_size: 5,
        proposals_count: 0,
        deadline: null,
        created_by: adminId,
        created_by_name: adminName,
        created_at: '2026-03-03T10:00:00.000Z',
        users_in_charge: [],
        programs: [],
        countries: [],
        objectives_count: 0,
        due_diligences_count: 0,
      },
    ];

    const search = `search=${encodeURIComponent(MARK)}`;
    const list = await t().call({
      method: 'GET',
      url: `/api/DonorGrant?${search}&order_by=title&rows=10`,
      token: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toStrictEqual({ total: 3, data: expected });
    // Newest first; a later page; each grant read alone answers the same.
    expect(
      (
        await t().call({
          method: 'GET',
          url: `/api/DonorGrant?${search}&order_by=created_at&is_desc=true&rows=10`,
          token: admin,
        })
      ).json(),
    ).toStrictEqual({
      total: 3,
      data: expected.toReversed(),
    });
    expect(
      (
        await t().call({
          method: 'GET',
          url: `/api/DonorGrant?${search}&order_by=title&rows=2&page=2`,
          token: admin,
        })
      ).json(),
    ).toStrictEqual({
      total: 3,
      data: expected.slice(2),
    });
    for (const grant of expected) {
      expect(
        (
          await t().call({
            method: 'GET',
            url: `/api/DonorGrant/${grant.id}`,
            token: admin,
          })
        ).json(),
      ).toStrictEqual(grant);
    }
  });
});
