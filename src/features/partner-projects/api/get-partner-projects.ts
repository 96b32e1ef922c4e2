import { queryOptions } from '@tanstack/react-query';
import { proposalStatusToWire } from '#contract/enums';
import type { Paged } from '#contract/paging';
import { partnerPaths } from '#contract/partner';
import type { PartnerProject } from '#contract/partner-projects';
import { api } from '@/lib/http';
import { partnerProjectKeys, type PartnerProjectListQuery } from './partner-project-keys';

/** One page of the organisation's projects, newest first, by status; persisted with the cache, so it paints offline. */
export const partnerProjectsQuery = (query: PartnerProjectListQuery) =>
  queryOptions({
    queryKey: partnerProjectKeys.list(query),
    queryFn: ({ signal }) =>
      api<Paged<PartnerProject>>(partnerPaths.projects.list, {
        query: { ...query, order_by: 'created_at', is_desc: true, status: query.status ? proposalStatusToWire(query.status) : undefined },
        signal,
      }),
  });
