import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NetworkError } from './api-error';
import { shouldPersistQuery, withLastGoodData } from './persistence';

const grantKey = ['grants', 'detail', 1];
const offline = () => Promise.reject(new NetworkError(new TypeError('Failed to fetch')));

/** The cache as the persister writes it, then read back into a fresh client as the next start does. */
function reloaded(queryClient: QueryClient): QueryClient {
  const dehydrated = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery });
  const written = JSON.parse(JSON.stringify(withLastGoodData({ timestamp: Date.now(), buster: 'v1', clientState: dehydrated })));
  const next = new QueryClient();
  hydrate(next, written.clientState);
  return next;
}

describe('the persisted query cache', () => {
  it('keeps a page whose refresh failed offline, as the success it last was, through several offline reloads', async () => {
    let client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: grantKey, queryFn: () => Promise.resolve({ id: 1, title: 'Clean water' }) });

    for (let reload = 0; reload < 3; reload += 1) {
      await client.fetchQuery({ queryKey: grantKey, queryFn: offline, staleTime: 0 }).catch(() => undefined);
      expect(client.getQueryState(grantKey)?.status).toBe('error');
      client = reloaded(client);
      expect(client.getQueryData(grantKey)).toEqual({ id: 1, title: 'Clean water' });
      expect(client.getQueryState(grantKey)).toMatchObject({ status: 'success', error: null });
    }
  });

  it('does not keep a page that never loaded', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: grantKey, queryFn: offline }).catch(() => undefined);
    expect(reloaded(client).getQueryState(grantKey)).toBeUndefined();
  });
});
