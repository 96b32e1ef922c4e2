import { isOutboxEntity, type OutboxEntity } from '#contract/outbox';

/**
 * Records queued before a reload need their action's module, which may sit in a route chunk this page has not
 * loaded: the api modules of the feature that defines the entity's actions are loaded then. One row per outbox
 * entity of the contract, so a new entity does not type-check until it says where its actions live.
 */
export const ACTION_FEATURES: Record<OutboxEntity, string> = {
  grant: 'grants',
  proposal: 'proposals',
  project: 'projects',
  'program-framework': 'program-framework',
  negotiation: 'negotiations',
  'partner-proposal': 'partner-proposals',
  ngo: 'ngos',
  'monthly-report': 'monthly-reports',
};

const featureApiModules = import.meta.glob(['../features/*/api/**/*.{ts,tsx}', '!../features/*/api/**/*.test.{ts,tsx}']);

/** The api modules that define an entity's actions (none for a name that is not an outbox entity). */
export function actionModulesOf(entity: string): Array<() => Promise<unknown>> {
  if (!isOutboxEntity(entity)) return [];
  const folder = `../features/${ACTION_FEATURES[entity]}/api/`;
  return Object.entries(featureApiModules)
    .filter(([path]) => path.startsWith(folder))
    .map(([, load]) => load);
}
