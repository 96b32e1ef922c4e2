import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ExpenditureBatch } from '#contract/proposals';
import { api } from '@/lib/http';
import { proposalKeys } from './proposal-keys';

export function getProposalBatches(id: number, signal?: AbortSignal) {
  return api<ExpenditureBatch[]>(apiPaths.proposals.batches(id), { signal });
}

/** The proposal's installments (expenditure batches), in their order. */
export const proposalBatchesQuery = (id: number) =>
  queryOptions({
    queryKey: proposalKeys.batches(id),
    queryFn: ({ signal }) => getProposalBatches(id, signal),
  });
