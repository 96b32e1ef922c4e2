import type { QueryClient } from '@tanstack/react-query';
import type { Ngo } from '#contract/ngos';
import type { Paged } from '#contract/paging';
import { ngoKeys } from './ngo-keys';

/**
 * A list card carries the whole organisation (the list and the detail share ngoSchema). Opening one that is
 * not cached on its own starts from the card's copy, so its page paints at once, offline too; the copy is
 * marked as old, so the page still fetches the organisation as soon as the server can be reached.
 */
export function seedNgoFromLists(queryClient: QueryClient, id: number): void {
  const key = ngoKeys.detail(id);
  if (queryClient.getQueryData(key) !== undefined) return;
  for (const [, page] of queryClient.getQueriesData<Paged<Ngo>>({ queryKey: ngoKeys.lists() })) {
    const listed = page?.data.find((ngo) => ngo.id === id);
    if (listed) {
      queryClient.setQueryData(key, listed, { updatedAt: 0 });
      return;
    }
  }
}
