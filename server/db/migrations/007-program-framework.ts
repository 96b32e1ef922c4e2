import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * A program's results framework (docs/decisions/132-program-results-framework.md): the program objectives of
 * migration 002 gain a reference and a description, every other kind of item lives in program_framework_items, and
 * the program carries the framework's version (If-Match of every framework change).
 *
 * Links between items have no cascade: a delete that would orphan an item is refused ("related") by the service,
 * and a foreign key violation is the safety net under that check. Deleting the program takes its framework along.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema.alterTable('programs').addColumn('framework_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('program_objectives').addColumn('code', 'text').execute();
  await db.schema.alterTable('program_objectives').addColumn('description', 'text').execute();
  await db.schema.alterTable('program_objectives').addColumn('updated_at', 'text').execute();

  await db.schema
    .createTable('program_framework_items')
    .addColumn('id', 'integer', id)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('objective_id', 'integer', (c) => c.references('program_objectives.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('program_framework_items.id'))
    .addColumn('verification_method_id', 'integer', (c) => c.references('program_framework_items.id'))
    .addColumn('unit', 'text')
    .addColumn('baseline', 'double precision')
    .addColumn('target', 'double precision')
    .addColumn('frequency', 'text')
    .addColumn('disaggregation', 'text')
    .addColumn('method', 'text')
    .addColumn('responsible', 'text')
    .addColumn('source', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('category', 'text')
    .addColumn('likelihood', 'integer')
    .addColumn('impact', 'integer')
    .addColumn('response_strategy', 'text')
    .addColumn('mitigation', 'text')
    .addColumn('owner', 'text')
    .addColumn('is_materialized', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('program_framework_items_program').on('program_framework_items').columns(['program_id', 'kind']).execute();
  await db.schema.createIndex('program_framework_items_parent').on('program_framework_items').column('parent_id').execute();
  await db.schema.createIndex('program_framework_items_objective').on('program_framework_items').column('objective_id').execute();
  await db.schema
    .createIndex('program_framework_items_verification')
    .on('program_framework_items')
    .column('verification_method_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('program_framework_items').execute();
  await db.schema.alterTable('program_objectives').dropColumn('updated_at').execute();
  await db.schema.alterTable('program_objectives').dropColumn('description').execute();
  await db.schema.alterTable('program_objectives').dropColumn('code').execute();
  await db.schema.alterTable('programs').dropColumn('framework_version').execute();
}
