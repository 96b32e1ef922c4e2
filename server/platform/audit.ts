import type { Kysely, Selectable } from 'kysely';
import { QUEUED_AT_MAX_AGE_DAYS, QUEUED_AT_MIN_DELAY_MS, type AuditEntity } from '#contract/audit';
import type { Operation } from '#contract/enums';
import { nowIso } from '../db/database';
import type { AuditLogTable } from '../db/grants-schema';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

/** What was done to which entity, by whom. Written inside the action's transaction, so it exists exactly when the change does. */
export type AuditEntry = {
  donorId: number;
  /** Null for the system's own changes. */
  userId: number | null;
  entity: AuditEntity;
  entityId: number;
  operation: Operation;
  details?: Record<string, unknown>;
};

export type AuditRecord = Omit<Selectable<AuditLogTable>, 'details'> & { details: Record<string, unknown> };

/**
 * When the user made the change now being saved, if it waited in their outbox, by the action's transaction:
 * performAction notes it on the transaction it opens, and every audit row written in that transaction carries it,
 * without each change passing it along (decision 165). A WeakMap on the transaction rather than an
 * AsyncLocalStorage: Node 20's AsyncLocalStorage turns on promise hooks for the whole process once it ran, so every
 * read paid for the actions' queued-at (docs/decisions/180-api-throughput.md, fourth pass).
 */
const queuedAtOfTransaction = new WeakMap<Db, string>();

/** Records when the change about to be saved in `trx` was made, for its audit rows (null: it was sent at once). */
export function noteQueuedAt(trx: Db, queuedAt: string | null): void {
  if (queuedAt !== null) queuedAtOfTransaction.set(trx, queuedAt);
}

/**
 * The X-Queued-At a client sent, kept only when believable and worth saying: a valid date-time, not in the future,
 * not older than the idempotency keys are kept, and at least a minute before now (a change sent at once was not
 * made offline). Anything else is ignored, never refused: the change itself is fine.
 */
export function boundedQueuedAt(header: string | undefined, now: Date = new Date()): string | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(trimmed)) return null;
  const time = Date.parse(trimmed);
  if (Number.isNaN(time)) return null;
  const delay = now.getTime() - time;
  if (delay < QUEUED_AT_MIN_DELAY_MS || delay > QUEUED_AT_MAX_AGE_DAYS * DAY_MS) return null;
  return new Date(time).toISOString();
}

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
      queued_at: queuedAtOfTransaction.get(db) ?? null,
    })
    .execute();
}

export function parseAuditDetails(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** An entity's history, oldest first. */
export async function auditTrail(db: Db, donorId: number, entity: AuditEntity, entityId: number): Promise<AuditRecord[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('donor_id', '=', donorId)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, details: parseAuditDetails(row.details) }));
}
