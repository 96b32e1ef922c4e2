import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { keyValueStore } from './idb';
import { PERSIST_MAX_AGE_MS } from './query-client';

/** Bumped when the persisted cache's shape changes, so an old cache is dropped instead of misread. */
const CACHE_BUSTER = 'v1';

/**
 * What the disk keeps of the cache: every query that holds data, including one whose last refresh failed. Offline,
 * each page's refresh fails; persisting only successful queries (TanStack's default) dropped every page from disk at
 * the first offline reload, so the second one found nothing (issue 17, blocker 2). The data stays until newer data
 * replaces it or the user signs out (docs/decisions/150-offline-cache-keeps-what-was-shown.md).
 */
export function shouldPersistQuery(query: Pick<Query, 'state'>): boolean {
  return query.state.data !== undefined;
}

/**
 * A query whose refresh failed is written as the success it last was: its data and the time of that data, without
 * the error (an Error does not survive JSON, and a restored "error" would make pages show a failure offline).
 */
export function withLastGoodData(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

const queryPersister = createAsyncStoragePersister({
  storage: keyValueStore,
  key: 'query-cache',
  throttleTime: 1000,
  serialize: (client) => JSON.stringify(withLastGoodData(client)),
});

let stopPersisting: (() => void) | null = null;

const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery };

/**
 * Keeps the disk copy in step with the cache, once per page life. The subscription only hears later changes,
 * so what the cache already holds (the queries of the page that started it) is written at once too.
 */
export function startPersisting(queryClient: QueryClient): void {
  if (stopPersisting) return;
  stopPersisting = persistQueryClientSubscribe({ queryClient, persister: queryPersister, buster: CACHE_BUSTER, dehydrateOptions });
  void persistQueryClientSave({ queryClient, persister: queryPersister, buster: CACHE_BUSTER, dehydrateOptions });
}

/**
 * Restores the query cache from IndexedDB before the router runs its first loaders, so a start without
 * a network paints from disk instead of failing; then keeps the disk copy in step with the cache.
 * Called only when a session exists: a signed-out start has nothing of its own on disk (decision 007).
 */
export async function restoreAndPersist(queryClient: QueryClient): Promise<void> {
  try {
    await persistQueryClientRestore({ queryClient, persister: queryPersister, maxAge: PERSIST_MAX_AGE_MS, buster: CACHE_BUSTER });
  } catch {
    // A corrupt or unreadable cache only costs a refetch.
  }
  // What came from disk paints at once but is treated as stale: the disk copy is written at most once a second,
  // so it may predate the last change made before the app was closed. Pages refetch it when the server can be
  // reached; offline, the restored data simply stays on screen.
  void queryClient.invalidateQueries({ refetchType: 'none' });
  startPersisting(queryClient);
}

/** Forgets the disk copy (logout, 401) and stops writing it until the next sign-in. */
export async function forgetPersistedCache(): Promise<void> {
  stopPersisting?.();
  stopPersisting = null;
  await queryPersister.removeClient();
}
