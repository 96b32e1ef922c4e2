import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import type { Paged } from '#contract/paging';
import type { Project } from '#contract/projects';
import { api } from '@/lib/http';
import { projectKeys, type ProjectListQuery } from './project-keys';

export function getProjects(query: ProjectListQuery, signal?: AbortSignal) {
  return api<Paged<Project>>(apiPaths.projects.list, { query, signal });
}

/** One page of the funder's projects (all, or one organisation's or grant's), by status and search. */
export const projectsQuery = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => getProjects(query, signal),
  });

/** A page of one organisation's projects with the funder, latest first, for the organisation's page. */
export const organisationProjectsQuery = (ngoId: number, paging: { page: number; rows: number } = { page: 1, rows: DEFAULT_PAGE_SIZE }) =>
  projectsQuery({ ngo_id: ngoId, order_by: 'created_at', is_desc: true, ...paging });
