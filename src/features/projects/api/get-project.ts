import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Project } from '#contract/projects';
import { api } from '@/lib/http';
import { projectKeys } from './project-keys';

export function getProject(id: number, signal?: AbortSignal) {
  return api<Project>(apiPaths.projects.one(id), { signal });
}

/** One project (another funder's is a 404, which opens the error page). */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
  });
