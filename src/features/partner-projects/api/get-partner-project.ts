import { queryOptions } from '@tanstack/react-query';
import { partnerPaths } from '#contract/partner';
import type { PartnerProjectWorkspace } from '#contract/partner-projects';
import { api } from '@/lib/http';
import { partnerProjectKeys } from './partner-project-keys';

/**
 * GET PartnerProject/{id}: the project's workspace (the plan, the installments with their log, the risks, the
 * reports and what is due). Persisted with the cache, so a workspace seen once opens offline; another
 * organisation's project is a 404 from the API.
 */
export const partnerProjectQuery = (id: number) =>
  queryOptions({
    queryKey: partnerProjectKeys.detail(id),
    queryFn: ({ signal }) => api<PartnerProjectWorkspace>(partnerPaths.projects.one(id), { signal }),
  });
