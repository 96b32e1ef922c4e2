import { queryOptions } from '@tanstack/react-query';
import type { Paged } from '#contract/paging';
import { partnerPaths } from '#contract/partner';
import type { PartnerCall } from '#contract/partner-proposals';
import { api } from '@/lib/http';
import { partnerCallKeys, type PartnerCallListQuery } from './partner-proposal-keys';

/** One page of the open calls (published grants of every funder whose deadline has not passed), by search and filters. */
export const partnerCallsQuery = (query: PartnerCallListQuery) =>
  queryOptions({
    queryKey: partnerCallKeys.list(query),
    queryFn: ({ signal }) => api<Paged<PartnerCall>>(partnerPaths.calls.list, { query, signal }),
  });

/** Everything of one call, and the organisation's proposal on it if any. */
export const partnerCallQuery = (grantId: number) =>
  queryOptions({
    queryKey: partnerCallKeys.detail(grantId),
    queryFn: ({ signal }) => api<PartnerCall>(partnerPaths.calls.one(grantId), { signal }),
  });
