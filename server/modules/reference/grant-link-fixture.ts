import { sql } from 'kysely';
import type { TestApp } from '../../test/test-app';
import { GRANT_LINKS, tableColumns, type GrantLink } from './grant-links';

/**
 * Test support: makes one grant point at a due-diligence type or a program, so the `related` refusals are
 * checked whether or not the grants module (migration 003) is present. With its tables, a draft grant and its
 * link row are written directly (the grants API is not this module's business); without them, a minimal
 * stand-in of the link table is created. Answers the function that undoes it.
 */
export async function linkToGrant(app: TestApp, what: 'dueDiligence' | 'program', id: number, donorId: number, userId: number): Promise<() => Promise<void>> {
  const link: GrantLink = GRANT_LINKS[what];
  const column = link.columns[0];
  const db = app.database.db;
  if ((await tableColumns(db, link.table)).length === 0) {
    await sql`create table ${sql.table(link.table)} (id integer primary key, grant_id integer not null, ${sql.ref(column)} integer not null)`.execute(db);
    await sql`insert into ${sql.table(link.table)} (id, grant_id, ${sql.ref(column)}) values (1, 1, ${id})`.execute(db);
    return async () => {
      await sql`drop table ${sql.table(link.table)}`.execute(db);
    };
  }
  const now = new Date().toISOString();
  const currency = await db.selectFrom('currencies').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: number }>`
    insert into grants (donor_id, title, status, currency_id, min_size, max_size, created_by, created_at, updated_at)
    values (${donorId}, ${'Linked grant'}, 0, ${currency.id}, 1000, 5000, ${userId}, ${now}, ${now}) returning id`.execute(db);
  const grantId = Number(rows[0]?.id);
  if (what === 'program') {
    await sql`insert into grant_programs (grant_id, program_id, percent) values (${grantId}, ${id}, 100)`.execute(db);
  } else {
    await sql`insert into ${sql.table(link.table)} (grant_id, ${sql.ref(column)}) values (${grantId}, ${id})`.execute(db);
  }
  return async () => {
    await sql`delete from grants where id = ${grantId}`.execute(db);
  };
}
