import { useQueries } from '@tanstack/react-query';
import type { FrameworkKind } from '#contract/program-framework';
import { LINKED_KINDS, frameworkItemsQuery } from '../api/get-framework-items';
import type { LinkedLists } from './framework-rules';

/** The lists a kind's page links to (its rows name them, its form picks from them); the route's loader filled them. */
export function useLinkedLists(programId: number, kind: FrameworkKind): LinkedLists {
  const kinds = LINKED_KINDS[kind];
  const results = useQueries({ queries: kinds.map((linked) => frameworkItemsQuery(programId, linked)) });
  const lists: Record<string, unknown> = {};
  kinds.forEach((linked, index) => {
    const data = results[index]?.data;
    if (data) lists[linked] = data.items;
  });
  // Each entry is the list of its own kind (frameworkItemsQuery of that kind).
  return lists as LinkedLists;
}
