import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { PERSIST_MAX_AGE_MS, queryPersister } from './query-client';

/** Bumped when the persisted cache's shape changes, so an old cache is dropped instead of misread. */
const CACHE_BUSTER = 'v1';

/**
 * Restores the query cache from IndexedDB before the router runs its first loaders, so a start without
 * a network paints from disk instead of failing; then keeps the disk copy in step with the cache.
 */
export async function restoreAndPersist(queryClient: QueryClient): Promise<void> {
  try {
    await persistQueryClientRestore({ queryClient, persister: queryPersister, maxAge: PERSIST_MAX_AGE_MS, buster: CACHE_BUSTER });
  } catch {
    // A corrupt or unreadable cache only costs a refetch.
  }
  persistQueryClientSubscribe({
    queryClient,
    persister: queryPersister,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
}
