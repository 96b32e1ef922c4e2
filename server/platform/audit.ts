import type { Kysely, Selectable } from 'kysely';
import type { Operation } from '#contract/enums';
import { nowIso } from '../db/database';
import type { AuditLogTable } from '../db/grants-schema';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** What was done to which entity, by whom. Written inside the action's transaction, so it exists exactly when the change does. */
export type AuditEntry = {
  donorId: number;
  /** Null for the system's own changes. */
  userId: number | null;
  entity: string;
  entityId: number;
  operation: Operation;
  details?: Record<string, unknown>;
};

export type AuditRecord = Omit<Selectable<AuditLogTable>, 'details'> & { details: Record<string, unknown> };

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      donor_id: entry.donorId,
      user_id: entry.userId,
      entity: entry.entity,
      entity_id: entry.entityId,
      operation: entry.operation,
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}

function parseDetails(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** An entity's history, oldest first. */
export async function auditTrail(db: Db, donorId: number, entity: string, entityId: number): Promise<AuditRecord[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('donor_id', '=', donorId)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, details: parseDetails(row.details) }));
}
