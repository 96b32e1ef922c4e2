import type { Grant, GrantObjective } from '#contract/grants';

/** Outbox action types for a grant's objectives; written once, read by the actions and by the overlays. */
export const OBJECTIVE_ACTION = {
  add: 'grant.objective.add',
  update: 'grant.objective.update',
  delete: 'grant.objective.delete',
} as const;

/** `clientKey` names the objective until the server gives it an id (a pending row needs a stable React key). */
export type AddObjectivePayload = { grantId: number; clientKey: string; title: string };
export type UpdateObjectivePayload = { grantId: number; objectiveId: number; title: string };
export type DeleteObjectivePayload = { grantId: number; objectiveId: number; title: string };

/** What the outbox tells about a queued change: its type and payload are all an overlay needs. */
export type QueuedChange = { type: string; payload: unknown };

/** An objective as the page shows it: the server's, with the user's queued changes laid over it. */
export type ShownObjective = {
  key: string;
  /** null while the objective waits to be created. */
  id: number | null;
  title: string;
  /** A change to this objective is waiting for the server. */
  pending: boolean;
  /** The objective will be deleted once the queue reaches the server. */
  deleting: boolean;
};

/**
 * The grant's objectives with the queued changes applied in order (oldest first), so the page shows at once
 * what the user did, online or not. Changes of other kinds queued on the same grant are ignored.
 */
export function objectivesWithQueuedChanges(objectives: readonly GrantObjective[], queued: readonly QueuedChange[]): ShownObjective[] {
  let shown: ShownObjective[] = objectives.map((objective) => ({
    key: `objective-${objective.id}`,
    id: objective.id,
    title: objective.title,
    pending: false,
    deleting: false,
  }));
  for (const change of queued) {
    if (change.type === OBJECTIVE_ACTION.add) {
      const payload = change.payload as AddObjectivePayload;
      shown = [...shown, { key: `pending-${payload.clientKey}`, id: null, title: payload.title, pending: true, deleting: false }];
    } else if (change.type === OBJECTIVE_ACTION.update) {
      const payload = change.payload as UpdateObjectivePayload;
      shown = shown.map((objective) => (objective.id === payload.objectiveId ? { ...objective, title: payload.title, pending: true } : objective));
    } else if (change.type === OBJECTIVE_ACTION.delete) {
      const payload = change.payload as DeleteObjectivePayload;
      shown = shown.map((objective) => (objective.id === payload.objectiveId ? { ...objective, pending: true, deleting: true } : objective));
    }
  }
  return shown;
}

/** The grant itself as a queued objective change leaves it: only its count of objectives moves. */
export function grantWithObjectiveCount<G extends Pick<Grant, 'objectives_count'>>(grant: G, change: 1 | -1): G {
  return { ...grant, objectives_count: Math.max(0, grant.objectives_count + change) };
}
