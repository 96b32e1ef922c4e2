import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * Notifications (spec section 3): one row per recipient, carrying a copy of what the client shows (title, actor name),
 * so the list reads without joins and survives the deletion of what it is about. docs/decisions/111-notification-storage.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('toast', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('object_id', 'integer')
    .addColumn('page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('ngo_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The list (newest first) and the unread count, both per recipient.
  await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('notifications_user_unread').on('notifications').columns(['user_id', 'is_read']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
