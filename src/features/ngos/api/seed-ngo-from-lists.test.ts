import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NGO_SORT_COLUMNS } from '#contract/list-columns';
import type { Ngo } from '#contract/ngos';
import { listSearchDefaults } from '@/ui/list/list-search';
import { ngoKeys } from './ngo-keys';
import { seedNgoFromLists } from './seed-ngo-from-lists';

const amal: Ngo = {
  id: 9,
  name: 'Amal Relief',
  shortcut: null,
  description: null,
  country_id: null,
  coun_name: null,
  email: null,
  phone: null,
  website: null,
  created_at: '2025-11-02T08:00:00.000Z',
  proposals_count: 1,
  projects_count: 0,
};

function clientWithListPage(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ngoKeys.list(listSearchDefaults(NGO_SORT_COLUMNS)), { total: 1, data: [amal] });
  return queryClient;
}

describe('an organisation opened from the list', () => {
  it('starts from the list’s copy, marked old so that it is fetched again', () => {
    const queryClient = clientWithListPage();
    seedNgoFromLists(queryClient, 9);
    expect(queryClient.getQueryData(ngoKeys.detail(9))).toEqual(amal);
    expect(queryClient.getQueryState(ngoKeys.detail(9))?.dataUpdatedAt).toBe(0);
  });

  it('keeps its own cached copy when it has one', () => {
    const queryClient = clientWithListPage();
    const own = { ...amal, name: 'Amal Relief Organisation' };
    queryClient.setQueryData(ngoKeys.detail(9), own);
    seedNgoFromLists(queryClient, 9);
    expect(queryClient.getQueryData(ngoKeys.detail(9))).toEqual(own);
  });

  it('leaves an organisation no list shows to be fetched', () => {
    const queryClient = clientWithListPage();
    seedNgoFromLists(queryClient, 10);
    expect(queryClient.getQueryData(ngoKeys.detail(10))).toBeUndefined();
  });
});
