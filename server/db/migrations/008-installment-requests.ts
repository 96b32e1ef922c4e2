import { sql, type Kysely } from 'kysely';

/**
 * An installment is not requested until a request is recorded (docs/decisions/138-installment-requests.md):
 * expenditure_batches.request_status becomes nullable, null meaning "not requested yet", and the log says when a staff
 * member recorded the organisation's request on its behalf.
 *
 * Until now every installment started as "Requested", and installments added to a running project were logged as
 * "Requested" by the staff member who planned them. Those staff entries were no request (staff had no way to record
 * one), so they go; an installment still "Requested" without a request in its log (the organisation's, user_id null)
 * becomes not requested. Every other log entry, the seeded histories' real requests and decisions included, stays.
 *
 * SQLite cannot drop NOT NULL in place; the column is copied into a new one instead (add, copy, drop, rename), which
 * both dialects do alike. No index or constraint names request_status.
 */
const REQUESTED = 0;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('expenditure_batches').addColumn('request_state', 'integer').execute();
  await sql`update expenditure_batches set request_state = request_status`.execute(db);
  await db.schema.alterTable('expenditure_batches').dropColumn('request_status').execute();
  await db.schema.alterTable('expenditure_batches').renameColumn('request_state', 'request_status').execute();

  await db.schema.alterTable('expenditure_batch_logs').addColumn('on_behalf', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await sql`delete from expenditure_batch_logs where request_status = ${REQUESTED} and user_id is not null`.execute(db);
  await sql`
    update expenditure_batches set request_status = null
    where request_status = ${REQUESTED}
      and not exists (
        select 1 from expenditure_batch_logs
        where expenditure_batch_logs.batch_id = expenditure_batches.id and expenditure_batch_logs.request_status = ${REQUESTED}
      )
  `.execute(db);
}

/** Back to "Requested" for every installment not requested; the deleted planning entries are not restored. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('expenditure_batch_logs').dropColumn('on_behalf').execute();
  await sql`update expenditure_batches set request_status = ${REQUESTED} where request_status is null`.execute(db);
  await db.schema.alterTable('expenditure_batches').addColumn('request_state', 'integer', (c) => c.notNull().defaultTo(REQUESTED)).execute();
  await sql`update expenditure_batches set request_state = request_status`.execute(db);
  await db.schema.alterTable('expenditure_batches').dropColumn('request_status').execute();
  await db.schema.alterTable('expenditure_batches').renameColumn('request_state', 'request_status').execute();
}
