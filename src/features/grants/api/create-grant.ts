import { msg } from '@lingui/core/macro';
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { useOnline } from '@/lib/use-online';
import {
  defineOutboxAction,
  defineOutboxEditor,
  enqueueAction,
  useOutboxSnapshot,
  type EnqueueOptions,
  type OutboxError,
} from '@/offline/outbox';
import { storeGrantAnswer, versionOfGrant } from './grant-cache';
import { grantKeys } from './grant-keys';
import { grantRequestBody, type GrantCreatePayload } from './grant-overlays';

/**
 * A new grant goes through the outbox like every other grant action, so one can be drafted offline. Until the
 * server has it, the list shows it from the queued record (`grantFromCreate`) with a pending mark. The server's
 * answer carries the grant's id, kept under the record's key for the page that created it (`useGrantCreation`).
 */
export const createGrantAction = defineOutboxAction<GrantCreatePayload, Grant, Grant>({
  type: 'grant.create',
  entity: 'grant',
  request: (payload) => ({ method: 'POST', path: apiPaths.grants.list, json: grantRequestBody(payload.input) }),
  onSuccess: (queryClient, answer, record) => {
    storeGrantAnswer(queryClient, answer);
    rememberCreatedGrant(queryClient, record.key, answer.id);
  },
  versionOf: versionOfGrant,
  invalidates: () => [grantKeys.lists()],
  describe: (payload) => msg`Create the grant "${payload.input.title}"`,
});

/** Kept only long enough for the page that queued the grant to open it, whichever tab sent it. */
function rememberCreatedGrant(queryClient: QueryClient, recordKey: string, grantId: number): void {
  queryClient.setQueryDefaults(grantKeys.creations(), { gcTime: CREATE_GRANT_WAIT_MS });
  queryClient.setQueryData(grantKeys.created(recordKey), grantId);
}

// Pending changes corrects a refused change in the same dialog, prefilled with what was queued (decision 145).
defineOutboxEditor(createGrantAction, () => import('../components/grant-corrections').then((module) => module.GrantCreateEditor));

export function queueCreateGrant(payload: GrantCreatePayload, options?: EnqueueOptions) {
  return enqueueAction(createGrantAction, { entityId: null, baseVersion: null, payload }, options);
}

/**
 * How long the new-grant page waits for the server's answer while online before it treats the grant as queued.
 * The outbox keeps sending meanwhile; a slow server only means the user sees the list instead of the grant.
 */
export const CREATE_GRANT_WAIT_MS = 8000;

export type GrantCreation =
  /** Sent, no answer yet. */
  | { kind: 'sending' }
  /** The server created it. */
  | { kind: 'created'; grantId: number }
  /** Kept on this device until the connection (or the server) is back. */
  | { kind: 'queued' }
  /** The server refused it: the record waits in Pending changes with the server's message. */
  | { kind: 'refused'; error: OutboxError | undefined };

/**
 * What became of the grant queued under `recordKey`: the created grant's id (written by the action's onSuccess, in
 * whichever tab sent it), the record's state in the outbox, the connection, and how long it has waited.
 */
export function useGrantCreation(recordKey: string | null): GrantCreation | null {
  const created = useQuery({ queryKey: grantKeys.created(recordKey ?? ''), queryFn: skipToken });
  const { records } = useOutboxSnapshot();
  const online = useOnline();
  const [timedOutKey, setTimedOutKey] = useState<string | null>(null);
  useEffect(() => {
    if (!recordKey) return;
    const timer = setTimeout(() => setTimedOutKey(recordKey), CREATE_GRANT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [recordKey]);
  const waitedTooLong = recordKey !== null && timedOutKey === recordKey;

  if (!recordKey) return null;
  if (typeof created.data === 'number') return { kind: 'created', grantId: created.data };
  const record = records.find((candidate) => candidate.key === recordKey);
  if (record?.state === 'rejected' || record?.state === 'conflict') return { kind: 'refused', error: record.error };
  // A queued record with an error was tried and failed for want of a connection or a working server: it is retried.
  if (!online || waitedTooLong || (record?.state === 'queued' && record.error)) return { kind: 'queued' };
  return { kind: 'sending' };
}
