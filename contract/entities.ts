/**
 * The kinds of things the portal keeps, one row each, and the name each part of the machinery gives the kind it deals
 * with (docs/decisions/212-entity-kinds.md):
 * - `outbox`: the lane a queued change waits in (contract/outbox.ts; src/offline/outbox-action-modules.ts says which
 *   module defines its actions). Changes of one lane go in order; lanes go side by side.
 * - `audit`: the entity an audit row names (contract/audit.ts, server/platform/audit.ts); History and Activity read it.
 * - `notification`: what a notification is about (contract/notifications.ts); each has its deep link and the queries
 *   it refreshes (src/features/notifications/hub/refreshed-queries.ts, a total map over these names).
 * A part that does not deal with a kind leaves its name out. The names are stored (IndexedDB records, audit rows)
 * and sent (hub messages), so they never change; a new kind is a new row. No imports: every runtime loads this.
 */
export const ENTITY_KINDS = {
  grant: { outbox: 'grant', audit: 'grant', notification: 'grant' },
  grantObjective: { notification: 'grantObjective' },
  grantDueDiligence: { notification: 'grantDueDiligence' },
  proposal: { outbox: 'proposal', audit: 'proposal', notification: 'proposal' },
  /** Installments, progress reports, risks, months and the tracking pages are recorded as changes of their project. */
  project: { outbox: 'project', audit: 'project', notification: 'project' },
  negotiationComment: { outbox: 'negotiation', audit: 'negotiation', notification: 'negotiation' },
  program: { notification: 'program' },
  /** The items of a program's results framework: one outbox lane per program for all of them. */
  programFramework: { outbox: 'program-framework' },
  programObjective: { audit: 'programObjective', notification: 'programObjective' },
  programOutcome: { audit: 'programOutcome', notification: 'programOutcome' },
  programOutput: { audit: 'programOutput', notification: 'programOutput' },
  programIndicator: { audit: 'programIndicator', notification: 'programIndicator' },
  programActivity: { audit: 'programActivity', notification: 'programActivity' },
  programVerificationMethod: { audit: 'programVerificationMethod', notification: 'programVerificationMethod' },
  programMonitoring: { audit: 'programMonitoring', notification: 'programMonitoring' },
  programRisk: { audit: 'programRisk', notification: 'programRisk' },
  dueDiligenceType: { notification: 'dueDiligence' },
  role: { notification: 'role' },
  /** The organisations' side. */
  organisation: { outbox: 'ngo' },
  partnerProposal: { outbox: 'partner-proposal' },
  partnerProject: { outbox: 'partner-project' },
  monthlyReport: { outbox: 'monthly-report' },
  story: { outbox: 'story' },
} as const satisfies Record<string, Partial<Record<EntityPart, string>>>;

/** The parts of the machinery that name entity kinds. */
export type EntityPart = 'outbox' | 'audit' | 'notification';
export type EntityKind = keyof typeof ENTITY_KINDS;

/** The names one part gives the kinds it deals with. */
export type EntityNameIn<Part extends EntityPart> = {
  [Kind in EntityKind]: (typeof ENTITY_KINDS)[Kind] extends Record<Part, infer Name extends string> ? Name : never;
}[EntityKind];

/** Those names, in the table's order (the Activity page's filter lists the audit's in this order). */
export function entityNamesIn<Part extends EntityPart>(part: Part): readonly [EntityNameIn<Part>, ...EntityNameIn<Part>[]] {
  const names = Object.values(ENTITY_KINDS).flatMap((row) => {
    const name: string | undefined = (row as Partial<Record<EntityPart, string>>)[part];
    return name === undefined ? [] : [name as EntityNameIn<Part>];
  });
  const [first, ...rest] = names;
  if (first === undefined) throw new Error(`No entity kind has a name in ${part}`);
  return [first, ...rest];
}
