import { z } from 'zod';
import type { Permission } from './enums';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from './outbox';

export { QUEUED_AT_HEADER } from './outbox';
import { issue } from './messages';
import { pagingQuery } from './paging';
import { entityNamesIn, type EntityNameIn } from './entities';

/**
 * The audit trail on screen (GET /api/Audit): every change writes one row (server/platform/audit.ts); the History tab
 * of a grant, a proposal or a project and Settings > Activity read them. Who may read what: decision 164.
 */

/** What an audit row is about: the entity names the server writes (the audit's column of contract/entities.ts). */
export const AUDIT_ENTITIES = entityNamesIn('audit');
export type AuditEntity = EntityNameIn<'audit'>;

/** The entities with a History tab; a query naming one entity (entity_id) must be about one of these. */
export const HISTORY_ENTITIES = ['grant', 'proposal', 'project'] as const satisfies readonly AuditEntity[];
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export function isHistoryEntity(entity: AuditEntity): entity is HistoryEntity {
  return (HISTORY_ENTITIES as readonly string[]).includes(entity);
}

/** Decision 164: an entity's history is for its users in charge and for users who manage settings. */
export function mayReadHistory(isInCharge: boolean, permissions: readonly Permission[]): boolean {
  return isInCharge || permissions.includes(ACTIVITY_PERMISSION);
}

/** Settings > Activity, the funder-wide trail, and any query wider than one entity. */
export const ACTIVITY_PERMISSION: Permission = 'manage_settings';

/** What was done, in words the reader's language gives each (src/features/audit/audit-labels.ts). */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'published',
  'redrafted',
  'closed',
  'detailsChanged',
  'countriesChanged',
  'deadlineChanged',
  'usersInChargeChanged',
  'objectiveAdded',
  'objectiveRenamed',
  'objectiveRemoved',
  'dueDiligenceAdded',
  'dueDiligenceRemoved',
  'statusChanged',
  'accepted',
  'installmentsChanged',
  'installmentStatusChanged',
  'progressReportAdded',
  'progressReportRemoved',
  'monthSaved',
  'monthSubmitted',
  'monthReturned',
  'monthApproved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The fields whose before → after a row can show, and how their raw values read. */
export const AUDIT_FIELD_KINDS = {
  title: 'text',
  description: 'text',
  eligibility: 'text',
  currency: 'text',
  min_size: 'money',
  max_size: 'money',
  deadline: 'date',
  status: 'status',
  request_status: 'requestStatus',
  transfer_status: 'transferStatus',
} as const;
export type AuditField = keyof typeof AUDIT_FIELD_KINDS;
export const AUDIT_FIELDS = Object.keys(AUDIT_FIELD_KINDS) as [AuditField, ...AuditField[]];

const auditValue = z.union([z.string(), z.number(), z.null()]);
export type AuditValue = z.infer<typeof auditValue>;

export const auditChangeSchema = z.object({
  field: z.enum(AUDIT_FIELDS),
  from: auditValue,
  to: auditValue,
  /** Money fields: the currency's symbol, when the row knows it. */
  currency: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Null for the system's own changes. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  /** The entity's title as the change recorded it, when it did. */
  title: z.string().nullable(),
  /** The month ('YYYY-MM') of the project's monthly report the change is about; null for any other change. */
  month: z.string().nullable(),
  /** When the server saved the change (ISO). */
  created_at: z.string(),
  /** When the user made it, if it waited in their outbox (ISO); null when sent at once or unknown. */
  queued_at: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ total: z.number().int(), data: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;

const positiveId = (field: 'entity_id' | 'user_id') =>
  z.coerce.number({ error: issue('invalid', { field }) }).int({ error: issue('invalid', { field }) }).positive({ error: issue('invalid', { field }) });
const day = (field: 'from' | 'to') => z.iso.date({ error: issue('invalid', { field }) });

/** GET /api/Audit: newest first unless is_desc=false; from and to are calendar days (UTC), both included. */
export const auditQuerySchema = pagingQuery(['created_at'])
  .omit({ search: true })
  .extend({
    is_desc: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .transform((value) => value === true || value === 'true' || value === '1')
      .default(true),
    entity: z.enum(AUDIT_ENTITIES, { error: issue('invalid', { field: 'entity' }) }).optional(),
    entity_id: positiveId('entity_id').optional(),
    user_id: positiveId('user_id').optional(),
    from: day('from').optional(),
    to: day('to').optional(),
  })
  .refine((query) => query.entity_id === undefined || (query.entity !== undefined && isHistoryEntity(query.entity)), {
    path: ['entity'],
    error: issue('invalid', { field: 'entity' }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: issue('notBefore', { field: 'to', other: 'from' }),
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A queued time older than this is not believed (a device clock far off, or a replay): as long as keys are kept. */
export const QUEUED_AT_MAX_AGE_DAYS = IDEMPOTENCY_KEY_RETENTION_DAYS;

/**
 * Every change goes through the outbox, online too, so a queued time always comes; a change that reached the server
 * within this long of being made was not "made offline" and the row keeps no queued time.
 */
export const QUEUED_AT_MIN_DELAY_MS = 60_000;
