import type { Grant, GrantDueDiligence } from '#contract/grants';
import type { QueuedChange } from './objectives-overlay';

/** Outbox action types for the due diligences a grant requires. */
export const DUE_DILIGENCE_ACTION = {
  add: 'grant.dueDiligence.add',
  remove: 'grant.dueDiligence.remove',
} as const;

/** The type's name travels with the payload so the pending row (and the outbox's list) can name it offline. */
export type AddDueDiligencePayload = { grantId: number; clientKey: string; due_diligence_id: number; name: string };
export type RemoveDueDiligencePayload = { grantId: number; linkId: number; due_diligence_id: number; name: string };

export type ShownDueDiligence = {
  key: string;
  /** The link's id; null while it waits to be created. */
  linkId: number | null;
  dueDiligenceId: number;
  name: string;
  pending: boolean;
  removing: boolean;
};

/** The grant's due diligences with the queued additions and removals applied in order. */
export function dueDiligencesWithQueuedChanges(
  links: readonly GrantDueDiligence[],
  queued: readonly QueuedChange[],
): ShownDueDiligence[] {
  let shown: ShownDueDiligence[] = links.map((link) => ({
    key: `link-${link.id}`,
    linkId: link.id,
    dueDiligenceId: link.due_diligence_id,
    name: link.name,
    pending: false,
    removing: false,
  }));
  for (const change of queued) {
    if (change.type === DUE_DILIGENCE_ACTION.add) {
      const payload = change.payload as AddDueDiligencePayload;
      if (shown.some((link) => link.dueDiligenceId === payload.due_diligence_id && !link.removing)) continue;
      shown = [
        ...shown,
        { key: `pending-${payload.clientKey}`, linkId: null, dueDiligenceId: payload.due_diligence_id, name: payload.name, pending: true, removing: false },
      ];
    } else if (change.type === DUE_DILIGENCE_ACTION.remove) {
      const payload = change.payload as RemoveDueDiligencePayload;
      shown = shown.map((link) => (link.linkId === payload.linkId ? { ...link, pending: true, removing: true } : link));
    }
  }
  return shown;
}

/** The funder's types the picker still offers: those the grant does not require yet (queued additions included). */
export function dueDiligenceTypesNotChosen<T extends { id: number }>(types: readonly T[], shown: readonly ShownDueDiligence[]): T[] {
  const chosen = new Set(shown.filter((link) => !link.removing).map((link) => link.dueDiligenceId));
  return types.filter((type) => !chosen.has(type.id));
}

/** The grant as a queued due-diligence change leaves it: only its count moves. */
export function grantWithDueDiligenceCount<G extends Pick<Grant, 'due_diligences_count'>>(grant: G, change: 1 | -1): G {
  return { ...grant, due_diligences_count: Math.max(0, grant.due_diligences_count + change) };
}
