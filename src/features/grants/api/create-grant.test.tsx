import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRecord, OutboxSnapshot } from '@/offline/outbox';
import { CREATE_GRANT_WAIT_MS, createGrantAction, useGrantCreation } from './create-grant';
import { grantKeys } from './grant-keys';
import { testGrant } from './grant-test-fixture';

const outbox = vi.hoisted(() => ({ records: [] as OutboxRecord[] }));
vi.mock('@/offline/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/offline/outbox')>()),
  useOutboxSnapshot: (): Pick<OutboxSnapshot, 'records'> => ({ records: outbox.records }),
}));

const created = testGrant({ id: 42, countries: [1], objectives_count: 0, due_diligences_count: 0, version: 1 });

const grantInput = {
  title: created.title,
  description: null,
  eligibility: null,
  currency_id: 1,
  min_size: 1000,
  max_size: 5000,
  programs: [{ programId: 2, percent: 100 }],
  countries: [1],
};

function record(state: OutboxRecord['state'], extra: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    key: 'key-1',
    type: createGrantAction.type,
    entity: 'grant',
    entityId: null,
    baseVersion: null,
    payload: {},
    createdAt: 1,
    attempts: 0,
    state,
    nextAttemptAt: 0,
    userId: 3,
    ...extra,
  };
}

function watch(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(({ key }: { key: string | null }) => useGrantCreation(key), { wrapper, initialProps: { key: 'key-1' } });
}

describe('after "Create grant"', () => {
  afterEach(() => {
    outbox.records = [];
    vi.useRealTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockRestore();
  });

  it('the server’s answer gives the page the new grant’s id, and the grant is in the cache for its page', async () => {
    const queryClient = new QueryClient();
    outbox.records = [record('sending')];
    const { result } = watch(queryClient);
    expect(result.current).toEqual({ kind: 'sending' });

    const sent = { ...record('sending'), payload: { input: grantInput, labels: { currency: created.currency, programTitles: {} }, author: { id: 3, name: 'Amal' } } };
    act(() => createGrantAction.onSuccess?.(queryClient, created, sent));
    await waitFor(() => expect(result.current).toEqual({ kind: 'created', grantId: 42 }));
    expect(queryClient.getQueryData(grantKeys.detail(42))).toEqual(created);
  });

  it('offline, the grant is kept queued: the page goes to the list', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    outbox.records = [record('queued')];
    expect(watch(new QueryClient()).result.current).toEqual({ kind: 'queued' });
  });

  it('online, a failed try or no answer in time also leaves it queued', () => {
    outbox.records = [record('queued', { attempts: 1, error: { status: 0, message: 'offline' } })];
    expect(watch(new QueryClient()).result.current).toEqual({ kind: 'queued' });

    vi.useFakeTimers();
    outbox.records = [record('sending')];
    const { result } = watch(new QueryClient());
    expect(result.current).toEqual({ kind: 'sending' });
    act(() => vi.advanceTimersByTime(CREATE_GRANT_WAIT_MS));
    expect(result.current).toEqual({ kind: 'queued' });
  });

  it('a refusal keeps the page open with the server’s message', () => {
    const error = { status: 400, message: 'Some of the data you sent is not valid.', fields: { title: ['Title is required'] } };
    outbox.records = [record('rejected', { error })];
    expect(watch(new QueryClient()).result.current).toEqual({ kind: 'refused', error });
  });
});
