import { sql, type Kysely } from 'kysely';

/**
 * An address has at most one signed-up account in the portal, and appears at most once in a funder's staff list,
 * but may be invited by several funders while it has not signed up with one of them
 * (docs/decisions/155-invitations-of-addresses-with-an-account.md). Until now every live row held its address alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_live').execute();
  await sql`create unique index users_email_active on users (email) where deleted_at is null and active = 1`.execute(db);
  await sql`create unique index users_donor_email_live on users (donor_id, email) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_donor_email_live').execute();
  await db.schema.dropIndex('users_email_active').execute();
  await sql`create unique index users_email_live on users (email) where deleted_at is null`.execute(db);
}
