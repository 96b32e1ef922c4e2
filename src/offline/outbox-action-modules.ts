import { isOutboxEntity, type OutboxEntity } from '#contract/outbox';

/**
 * Records queued before a reload need their action's module, which may sit in a route chunk this page has not
 * loaded. Each feature that defines outbox actions lists them in its `outbox-actions.ts`, and this table says which
 * feature's list an entity needs: one row per outbox entity of the contract, so a new entity does not type-check until
 * it says where its actions live. One module per feature keeps the build at a few dozen lazy files instead of one per
 * api module (docs/decisions/210-precache-in-few-files.md).
 */
export const ACTION_MODULES: Record<OutboxEntity, () => Promise<unknown>> = {
  grant: () => import('@/features/grants/outbox-actions'),
  proposal: () => import('@/features/proposals/outbox-actions'),
  project: () => import('@/features/projects/outbox-actions'),
  'program-framework': () => import('@/features/program-framework/outbox-actions'),
  negotiation: () => import('@/features/proposals/outbox-actions'),
  'partner-proposal': () => import('@/features/partner-proposals/outbox-actions'),
  ngo: () => import('@/features/ngos/outbox-actions'),
  'partner-project': () => import('@/features/partner-projects/outbox-actions'),
  story: () => import('@/features/inspire/outbox-actions'),
  'monthly-report': () => import('@/features/projects/outbox-actions'),
};

/** The module that defines an entity's actions (none for a name that is not an outbox entity). */
export function actionModulesOf(entity: string): Array<() => Promise<unknown>> {
  return isOutboxEntity(entity) ? [ACTION_MODULES[entity]] : [];
}
