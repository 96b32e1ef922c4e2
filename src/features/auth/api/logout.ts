import type { QueryClient } from '@tanstack/react-query';
import { accountPaths } from '#contract/api-base';
import { USER_DATA_CACHES } from '#contract/reference-paths';
import { api } from '@/lib/http';
import { getSession, setSession } from '@/lib/session';

/**
 * Revokes the token on the server when it can be reached, and always forgets everything this device
 * holds for the user: session, query cache in memory and on disk, the service worker's reference data.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  // Logging out is the user's choice to leave this device: their unsent changes go too (the settings menu asks
  // first when some wait). An expired session (forgetLocalData alone) keeps them for the next sign-in.
  const userId = getSession()?.userId;
  if (userId !== undefined) await import('@/offline/outbox').then(({ clearOutboxOf }) => clearOutboxOf(userId));
  try {
    await api(accountPaths.logout, { method: 'POST' });
  } catch {
    // Offline or already expired: the token dies on its own at its expiry; the device is cleared regardless.
  }
  await forgetLocalData(queryClient);
}

export async function forgetLocalData(queryClient: QueryClient): Promise<void> {
  setSession(null);
  queryClient.clear();
  const { forgetPersistedCache } = await import('@/lib/persistence');
  await forgetPersistedCache();
  if ('caches' in globalThis) await Promise.all(USER_DATA_CACHES.map((name) => caches.delete(name)));
}
