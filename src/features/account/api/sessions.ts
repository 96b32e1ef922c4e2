import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths } from '#contract/api-base';
import type { AccountSession } from '#contract/auth';
import { api } from '@/lib/http';
import { forgetLocalData } from '@/features/auth';
import { accountKeys } from './current-user';

export const sessionKeys = {
  list: () => [...accountKeys.all, 'sessions'] as const,
};

/** The caller's signed-in devices (GET /api/DonorAccount/Sessions), this one first. Dropped when the profile closes. */
export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => api<AccountSession[]>(accountPaths.sessions, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** Signs one other device out: its token stops working and its live updates close at once. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(accountPaths.session(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
  });
}

/** Every device signs out, this one too: the server ends every token, then this device forgets the user's data. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(accountPaths.signOutEverywhere, { method: 'POST' }),
    onSuccess: () => forgetLocalData(queryClient),
  });
}
