import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { RequestStatus } from '#contract/enums';
import { describeOnEachDialect } from '../test/test-app';
import { migrateTo, migrateToLatest } from './migrate';

/**
 * Migration 008 on a database from before it: installments that were "Requested" only because every installment
 * started so become not requested, staff entries that logged a planned installment as "Requested" go, and every real
 * request and decision stays. Starts from the seeded demo, taken back to migration 007.
 */
describeOnEachDialect('migration 008: installments are not requested until a request is recorded', (t) => {
  it('keeps real requests and decisions, and leaves the rest not requested', async () => {
    const db = t().database.db;
    const batchStates = () => db.selectFrom('expenditure_batches').select(['id', 'request_status']).orderBy('id').execute();
    const logRows = () =>
      db.selectFrom('expenditure_batch_logs').select(['id', 'batch_id', 'request_status', 'transfer_status', 'user_id', 'note']).orderBy('id').execute();
    const before = await batchStates();
    const logsBefore = await logRows();
    const notRequested = before.filter((batch) => batch.request_status === null).map((batch) => batch.id);
    const requested = before.filter((batch) => batch.request_status === RequestStatus.Requested).map((batch) => batch.id);
    expect(notRequested.length).toBeGreaterThan(1);
    expect(requested.length).toBeGreaterThan(0);

    await migrateTo(db, '007-program-framework');
    // Before 008 an installment could not be without a request status: they all read "Requested".
    const old = await sql<{ id: number; request_status: number }>`select id, request_status from expenditure_batches order by id`.execute(db);
    expect(old.rows.filter((row) => notRequested.includes(row.id)).every((row) => Number(row.request_status) === RequestStatus.Requested)).toBe(true);
    // An installment added to a running project was logged as "Requested" by the staff member who planned it.
    const [planned, untouched] = notRequested;
    const staff = await db.selectFrom('users').select('id').where('email', '=', 'grants@demo.test').executeTakeFirstOrThrow();
    const project = await db.selectFrom('expenditure_batches').select('project_id').where('id', '=', planned ?? 0).executeTakeFirstOrThrow();
    await sql`
      insert into expenditure_batch_logs (batch_id, project_id, request_status, transfer_status, note, user_id, ngo_name, created_at)
      values (${planned}, ${project.project_id}, ${RequestStatus.Requested}, 0, ${null}, ${staff.id}, ${null}, ${new Date().toISOString()})
    `.execute(db);

    expect(await migrateToLatest(db)).toContain('008-installment-requests');
    const after = await batchStates();
    expect(after).toEqual(before);
    expect(after.find((batch) => batch.id === untouched)?.request_status).toBeNull();
    expect(await logRows()).toEqual(logsBefore);
    const flags = await db.selectFrom('expenditure_batch_logs').select('on_behalf').execute();
    expect(flags.every((row) => row.on_behalf === 0)).toBe(true);
    // An installment inserted without a request status is not requested (no default of "Requested" any more).
    const { id: _id, request_status: _status, ...copy } = await db.selectFrom('expenditure_batches').selectAll().where('id', '=', planned ?? 0).executeTakeFirstOrThrow();
    const added = await db.insertInto('expenditure_batches').values({ ...copy, position: 99 }).returning('request_status').executeTakeFirstOrThrow();
    expect(added.request_status).toBeNull();
  });
});
