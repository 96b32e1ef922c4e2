import type { AnyOutboxAction, OutboxAction } from './outbox-types';

const actions = new Map<string, AnyOutboxAction>();
const listeners = new Set<() => void>();

/** Registers an action by its type, so a record queued before a reload can still be sent and described. */
export function defineOutboxAction<Payload, Answer, Entity = unknown>(
  action: OutboxAction<Payload, Answer, Entity>,
): OutboxAction<Payload, Answer, Entity> {
  // The registry holds every payload type; records carry their type, so each payload only meets its own action.
  actions.set(action.type, action as unknown as AnyOutboxAction);
  for (const listener of listeners) listener();
  return action;
}

export function outboxActionFor(type: string): AnyOutboxAction | undefined {
  return actions.get(type);
}

/** Told when an action is registered: a record that waited for its action's module may go now. */
export function onOutboxActionDefined(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The actions registered so far (a test checks that each outbox entity's feature defines its own). */
export function definedOutboxActions(): AnyOutboxAction[] {
  return [...actions.values()];
}
