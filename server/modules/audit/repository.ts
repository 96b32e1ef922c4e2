import type { Kysely } from 'kysely';
import { AUDIT_ENTITIES, type AuditEntity, type AuditQuery } from '#contract/audit';
import { OPERATIONS, type Operation } from '#contract/enums';
import type { Database } from '../../db/schema';
import { parseAuditDetails } from '../../platform/audit';
import type { AuditRow } from './audit-entries';

type Db = Kysely<Database>;

export type AuditFilter = Pick<AuditQuery, 'entity' | 'entity_id' | 'user_id' | 'from' | 'to' | 'page' | 'rows' | 'is_desc'>;

/** The day after `day` (YYYY-MM-DD), so that `to` includes its whole day. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function filtered(db: Db, donorId: number, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').where('audit_log.donor_id', '=', donorId);
  if (filter.entity) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.entity_id !== undefined) query = query.where('audit_log.entity_id', '=', filter.entity_id);
  if (filter.user_id !== undefined) query = query.where('audit_log.user_id', '=', filter.user_id);
  if (filter.from) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.to) query = query.where('audit_log.created_at', '<', dayAfter(filter.to));
  return query;
}

function isAuditEntity(value: string): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value);
}

function isOperation(value: string): value is Operation {
  return (OPERATIONS as readonly string[]).includes(value);
}

export async function auditRowsPage(db: Db, donorId: number, filter: AuditFilter): Promise<{ total: number; rows: AuditRow[] }> {
  const counted = await filtered(db, donorId, filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const direction = filter.is_desc ? 'desc' : 'asc';
  const rows = await filtered(db, donorId, filter)
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.operation',
      'audit_log.details',
      'audit_log.user_id',
      'users.name as user_name',
      'audit_log.created_at',
      'audit_log.queued_at',
    ])
    .orderBy('audit_log.created_at', direction)
    .orderBy('audit_log.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    // Rows of an entity or operation this version does not know (written by a newer one) are left out, not guessed at.
    rows: rows.flatMap((row) => {
      const { entity, operation } = row;
      if (!isAuditEntity(entity) || !isOperation(operation)) return [];
      return [{ ...row, entity, operation, details: parseAuditDetails(row.details) }];
    }),
  };
}
