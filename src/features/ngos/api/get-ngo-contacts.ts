import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { NgoContact } from '#contract/ngos';
import { api } from '@/lib/http';
import { ngoKeys } from './ngo-keys';

export function getNgoContacts(id: number, signal?: AbortSignal) {
  return api<NgoContact[]>(apiPaths.ngos.contacts(id), { signal });
}

/** The organisation's people: who to write to or call about its proposals and projects. */
export const ngoContactsQuery = (id: number) =>
  queryOptions({
    queryKey: ngoKeys.contacts(id),
    queryFn: ({ signal }) => getNgoContacts(id, signal),
  });
