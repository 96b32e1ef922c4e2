import { sql, type Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/** Funders, their staff, roles, account tokens, and the reference data that grants will point at. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema.createTable('donor_types').addColumn('id', 'integer', id).addColumn('name', 'text', (c) => c.notNull()).execute();

  await db.schema
    .createTable('donors')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shortcut', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('description', 'text')
    .addColumn('logo', 'text')
    .addColumn('type_id', 'integer', (c) => c.references('donor_types.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roles_donor').on('roles').column('donor_id').execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('image', 'text')
    .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
    .addColumn('password_hash', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // A removed user keeps their row (grants and comments will point at it) but frees the address for a new invitation.
  await db.schema
    .createIndex('users_email_live')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('users_donor').on('users').column('donor_id').execute();
  await db.schema.createIndex('users_role').on('users').column('role_id').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').column('user_id').execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('currencies')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .execute();

  for (const table of ['due_diligence_types', 'funding_types']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_donor`).on(table).column('donor_id').execute();
  }

  await db.schema
    .createTable('programs')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('reference_id', 'text')
    .addColumn('manager_id', 'integer', (c) => c.references('users.id'))
    .addColumn('strategic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('programs_donor').on('programs').column('donor_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'programs',
    'funding_types',
    'due_diligence_types',
    'countries',
    'currencies',
    'revoked_tokens',
    'account_tokens',
    'users',
    'role_permissions',
    'roles',
    'donors',
    'donor_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
