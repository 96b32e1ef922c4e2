import { sql, type Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * Programs' users in charge and objectives, who created a program (spec section 5: the author stays in charge),
 * and one due-diligence type name per funder regardless of letter case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema.alterTable('programs').addColumn('created_by', 'integer', (c) => c.references('users.id')).execute();

  await db.schema
    .createTable('program_users_in_charge')
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('program_users_in_charge_pk', ['program_id', 'user_id'])
    .execute();
  await db.schema.createIndex('program_users_in_charge_user').on('program_users_in_charge').column('user_id').execute();

  await db.schema
    .createTable('program_objectives')
    .addColumn('id', 'integer', id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('program_objectives_program').on('program_objectives').column('program_id').execute();

  // Expression indexes read the same on SQLite and PostgreSQL. lower() folds ASCII only on SQLite, which is
  // enough: Arabic has no letter case. See docs/decisions/061-due-diligence-names.md.
  await sql`create unique index due_diligence_types_donor_name on due_diligence_types (donor_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('due_diligence_types_donor_name').execute();
  await db.schema.dropTable('program_objectives').execute();
  await db.schema.dropTable('program_users_in_charge').execute();
  await db.schema.alterTable('programs').dropColumn('created_by').execute();
}
