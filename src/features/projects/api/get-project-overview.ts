import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProjectOverview } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { projectKeys } from './project-keys';

export const projectOverviewKey = (id: number) => [...projectKeys.detail(id), 'overview'] as const;

export function getProjectOverview(id: number, signal?: AbortSignal) {
  return api<ProjectOverview>(apiPaths.projects.overview(id), { signal });
}

/**
 * The project at a glance (GET …/Overview), with who may change it (usersInCharge, grantUsers): the overview page
 * draws it, and the pages with actions read the same answer for the in-charge rule.
 */
export const projectOverviewQuery = (id: number) =>
  queryOptions({
    queryKey: projectOverviewKey(id),
    queryFn: ({ signal }) => getProjectOverview(id, signal),
  });
