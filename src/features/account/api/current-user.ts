import { queryOptions } from '@tanstack/react-query';
import { adminPaths } from '#contract/api-base';
import type { CurrentUser } from '#contract/auth';
import { api } from '@/lib/http';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export function getCurrentUser(signal?: AbortSignal) {
  return api<CurrentUser>(adminPaths.profile, { signal });
}

/** Who is signed in, with their permissions: read by the shell and the page guard, kept for offline starts. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
