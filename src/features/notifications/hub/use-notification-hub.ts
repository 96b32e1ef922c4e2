import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Notification } from '#contract/notifications';
import { useSession } from '@/lib/session';
import { notificationKeys } from '../api/notification-keys';
import { prependToCache, setUnreadTotal } from '../api/notifications-api';
import { refreshedQueries } from './refreshed-queries';

/** The queries a notification's entity touched (refreshed-queries.ts): they fetch again when next seen. */
function invalidateEntity(queryClient: ReturnType<typeof useQueryClient>, notification: Notification): void {
  for (const queryKey of refreshedQueries(notification)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps the live connection up while signed in (spec section 4 "Notification"): the hub code loads with a dynamic
 * import, after sign-in only, and stops at logout. `onToast` shows a toast-flagged notification.
 */
export type HubState = 'off' | 'connecting' | 'connected';

export function useNotificationHub(onToast: (notification: Notification) => void): HubState {
  const session = useSession();
  const [connected, setConnected] = useState<{ userId: number } | null>(null);
  const queryClient = useQueryClient();
  const toastRef = useRef(onToast);
  useEffect(() => {
    toastRef.current = onToast;
  });
  const userId = session?.userId;
  // The hub's second argument is the funder, or a partner user's organisation (decision 182).
  const donorId = session?.kind === 'partner' ? session.ngoId : session?.donorId;

  useEffect(() => {
    if (userId === undefined || donorId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('./notification-hub'), import('@/offline/outbox')]).then(([{ startNotificationHub }, { wakeOutbox }]) => {
      if (cancelled) return;
      stop = startNotificationHub(
        { userId, donorId },
        {
          onNotification: (notification) => {
            // Spec section 4: the actor's own change is not news to them.
            if (notification.data.user_id === userId) return;
            prependToCache(queryClient, notification);
            invalidateEntity(queryClient, notification);
            if (notification.toast) toastRef.current(notification);
          },
          onConnected: (result) => {
            setUnreadTotal(queryClient, result.unread_total);
            setConnected({ userId });
          },
          onDisconnected: () => setConnected(null),
          onReconnected: () => {
            void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
            wakeOutbox();
          },
        },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
      setConnected(null);
    };
  }, [userId, donorId, queryClient]);

  if (userId === undefined) return 'off';
  return connected?.userId === userId ? 'connected' : 'connecting';
}
