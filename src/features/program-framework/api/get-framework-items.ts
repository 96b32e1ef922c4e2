import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { FrameworkKind, FrameworkList } from '#contract/program-framework';
import { api } from '@/lib/http';
import { frameworkKeys } from './framework-keys';

export function getFrameworkItems<Kind extends FrameworkKind>(programId: number, kind: Kind, signal?: AbortSignal) {
  return api<FrameworkList<Kind>>(apiPaths.programFramework.items(programId, kind), { signal });
}

/** One kind of the program's framework, ordered by code, with the framework's version (the If-Match of changes). */
export const frameworkItemsQuery = <Kind extends FrameworkKind>(programId: number, kind: Kind) =>
  queryOptions({
    queryKey: frameworkKeys.list(programId, kind),
    queryFn: ({ signal }) => getFrameworkItems(programId, kind, signal),
  });

/** The kinds a page shows besides its own: the items its rows and its form link to. */
export const LINKED_KINDS: Record<FrameworkKind, readonly FrameworkKind[]> = {
  objective: [],
  outcome: ['objective'],
  output: ['outcome'],
  indicator: ['outcome', 'output', 'verification_method'],
  activity: ['output'],
  verification_method: [],
  monitoring: [],
  risk: [],
};

/**
 * Fills the cache with a page's lists (its kind and the kinds it links to), so the page opens offline once
 * visited. Its own list is awaited; the linked ones too, as the form's pickers need them.
 */
export async function ensureFrameworkPage(queryClient: QueryClient, programId: number, kind: FrameworkKind): Promise<void> {
  await Promise.all([kind, ...LINKED_KINDS[kind]].map((needed) => queryClient.ensureQueryData(frameworkItemsQuery(programId, needed))));
}
