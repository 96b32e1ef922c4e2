import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Story } from '#contract/monthly-reports';
import { api } from '@/lib/http';
import { inspireKeys, type InspireFilter } from './inspire-keys';

export function getStories(filter: InspireFilter, signal?: AbortSignal) {
  return api<{ stories: Story[] }>(apiPaths.projects.stories, { query: filter, signal });
}

/** The stories staff choose from (GET DonorProject/Stories): submitted and approved months, newest first. */
export const storiesQuery = (filter: InspireFilter) =>
  queryOptions({
    queryKey: inspireKeys.stories(filter),
    queryFn: ({ signal }) => getStories(filter, signal).then((answer) => answer.stories),
  });
