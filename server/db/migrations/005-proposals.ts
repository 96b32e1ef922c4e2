import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * Partner organisations, their proposals (header row + section documents + documents + risks), users in charge,
 * negotiation comments, installments (expenditure batches) and the projects accepted proposals become.
 * Proposal contents are written by organisations elsewhere and only read here, so each page's text is one JSON
 * document per section (docs/decisions/120-proposal-storage.md); what the funder filters, counts or changes is
 * relational.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('ngos')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shortcut', 'text')
    .addColumn('description', 'text')
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ngo_contacts')
    .addColumn('id', 'integer', id)
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ngo_contacts_ngo').on('ngo_contacts').column('ngo_id').execute();

  await db.schema
    .createTable('ngo_due_diligences')
    .addColumn('id', 'integer', id)
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('stored_name', 'text')
    .addColumn('issued_on', 'text')
    .addColumn('expires_on', 'text')
    .execute();
  await db.schema.createIndex('ngo_due_diligences_ngo').on('ngo_due_diligences').column('ngo_id').execute();

  await db.schema
    .createTable('proposals')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    // The wire spelling: draft, submitted, …, under_negotiation, accepted.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
    .addColumn('total_budget', 'double precision', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('agreement_file', 'text')
    .addColumn('agreement_file_name', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('proposals_code_unique', ['donor_id', 'code'])
    .execute();
  await db.schema.createIndex('proposals_donor_created').on('proposals').columns(['donor_id', 'created_at']).execute();
  await db.schema.createIndex('proposals_grant').on('proposals').columns(['grant_id', 'created_at']).execute();
  await db.schema.createIndex('proposals_ngo').on('proposals').column('ngo_id').execute();

  await db.schema
    .createTable('proposal_sections')
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('proposal_sections_pk', ['proposal_id', 'name'])
    .execute();

  await db.schema
    .createTable('proposal_documents')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('proposal_documents_proposal').on('proposal_documents').column('proposal_id').execute();

  await db.schema
    .createTable('proposal_due_diligences')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('due_diligence_id', 'integer', (c) => c.notNull().references('due_diligence_types.id'))
    .addColumn('file_name', 'text')
    .addColumn('stored_name', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('note', 'text')
    .addUniqueConstraint('proposal_due_diligences_unique', ['proposal_id', 'due_diligence_id'])
    .execute();

  await db.schema
    .createTable('proposal_risks')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('likelihood', 'integer', (c) => c.notNull())
    .addColumn('impact', 'integer', (c) => c.notNull())
    .addColumn('response_strategy', 'text', (c) => c.notNull())
    .addColumn('mitigation', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('is_materialized', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('proposal_risks_proposal').on('proposal_risks').column('proposal_id').execute();

  await db.schema
    .createTable('proposal_users_in_charge')
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('proposal_users_in_charge_pk', ['proposal_id', 'user_id'])
    .execute();
  await db.schema.createIndex('proposal_users_in_charge_user').on('proposal_users_in_charge').column('user_id').execute();

  await db.schema
    .createTable('negotiation_comments')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('grant_id', 'integer', (c) => c.notNull())
    .addColumn('page_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('by_ngo_user', 'integer', (c) => c.notNull().defaultTo(0))
    // A staff author; null for an organisation user's comment, whose name and email are kept as written.
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('ngo_user_name', 'text')
    .addColumn('ngo_user_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('negotiation_comments_page').on('negotiation_comments').columns(['proposal_id', 'page_id', 'created_at']).execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('proposal_id', 'integer', (c) => c.notNull().unique().references('proposals.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('projects_donor_created').on('projects').columns(['donor_id', 'created_at']).execute();

  await db.schema
    .createTable('expenditure_batches')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('percent', 'double precision', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('request_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transfer_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expenditure_batches_proposal').on('expenditure_batches').columns(['proposal_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'expenditure_batches',
    'projects',
    'negotiation_comments',
    'proposal_users_in_charge',
    'proposal_risks',
    'proposal_due_diligences',
    'proposal_documents',
    'proposal_sections',
    'proposals',
    'ngo_due_diligences',
    'ngo_contacts',
    'ngos',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
