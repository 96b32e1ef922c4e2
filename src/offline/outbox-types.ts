import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import type { OutboxEntity } from '#contract/outbox';

/** Where a queued action stands (ARCHITECTURE "An action"); a record is deleted once the server accepted it. */
export type OutboxState = 'queued' | 'sending' | 'conflict' | 'rejected';

export type OutboxError = { status: number; message: string; fields?: Record<string, string[]> };

export type OutboxRecord<Payload = unknown> = {
  /** A uuid, sent as the Idempotency-Key. */
  key: string;
  /** The action type, e.g. 'grant.publish'. */
  type: string;
  /** e.g. 'grant'. */
  entity: string;
  /** null for creations. */
  entityId: number | null;
  /** The version of the entity the user saw, sent as If-Match. */
  baseVersion: number | null;
  /** Structured-clonable; Blobs and Files are fine, IndexedDB stores them. */
  payload: Payload;
  createdAt: number;
  attempts: number;
  state: OutboxState;
  nextAttemptAt: number;
  userId: number;
  /** The last failure: for a queued record the reason of the retry (status 0: no connection). */
  error?: OutboxError;
  /** The server's entity on a 412. */
  current?: unknown;
};

export type OutboxRequest = { method: 'POST' | 'PUT' | 'DELETE'; path: string; json?: unknown; form?: FormData };

/**
 * One kind of queued change. `Entity` is the shape the overlay works on (defaults to `unknown`: the overlay then
 * narrows what it gets). Callbacks are written as methods so an action with a concrete payload and answer can be
 * held by the registry and passed where any action is expected.
 */
export type OutboxAction<Payload, Answer, Entity = unknown> = {
  type: string;
  entity: OutboxEntity;
  request(payload: Payload, record: OutboxRecord<Payload>): OutboxRequest;
  /** Pure: the entity as the user should see it while this action is queued (cards show it at once, marked pending). */
  overlay?(entity: Entity, payload: Payload): Entity;
  /** After a 2xx: reconcile the cache with the server's answer (e.g. setQueryData on the detail). */
  onSuccess?(queryClient: QueryClient, answer: Answer, record: OutboxRecord<Payload>): void;
  /**
   * The entity version in a success answer (and in a 412's `current`): later queued actions on the same entity
   * that were based on this record's baseVersion are rebased onto it, so a user's own queued changes never
   * conflict with each other. Without it, a numeric `version` field of the answer is used.
   */
  versionOf?(answer: Answer): number | null;
  /** Query keys to invalidate when the action settles (success, conflict, rejection, discard). */
  invalidates(payload: Payload, record: OutboxRecord<Payload>): QueryKey[];
  /** One line for the panel, e.g. msg`Publish "${title}" with deadline ${deadline}`. */
  describe(payload: Payload): MessageDescriptor;
  /** Optional: the server's current values as label/value lines for a conflict. */
  summarize?(current: unknown): Array<{ label: MessageDescriptor; value: string }>;
};

/** An action as the registry holds it, whatever its payload, answer and entity. */
export type AnyOutboxAction = OutboxAction<unknown, unknown, unknown>;
