import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Notification } from '#contract/notifications';
import { dueDiligenceKeys } from '@/features/due-diligence/api/due-diligence-keys';
import { grantKeys } from '@/features/grants/api/grant-keys';
import { negotiationCommentsOf } from '@/features/negotiations/api/get-negotiation-comments';
import { programKeys } from '@/features/programs/api/program-keys';
import { roleKeys } from '@/features/roles/api/role-keys';
import { useSession } from '@/lib/session';
import { notificationKeys } from '../api/notification-keys';
import { prependToCache, setUnreadTotal } from '../api/notifications-api';

/** The queries a notification's entity touched: they fetch again when next seen. */
function invalidateEntity(queryClient: ReturnType<typeof useQueryClient>, notification: Notification): void {
  const { entity, parent_id: parentId } = notification.data;
  if (entity === 'grant' || entity === 'grantObjective' || entity === 'grantDueDiligence' || entity === 'proposal' || entity === 'negotiation') {
    void queryClient.invalidateQueries({ queryKey: grantKeys.detail(parentId) });
    void queryClient.invalidateQueries({ queryKey: grantKeys.lists() });
    // A new, edited or deleted comment: the open drawer (any page of that proposal) shows it.
    if (entity === 'negotiation' && notification.data.object_id !== null) {
      void queryClient.invalidateQueries({ queryKey: negotiationCommentsOf(notification.data.object_id) });
    }
  } else if (entity.startsWith('program')) {
    void queryClient.invalidateQueries({ queryKey: programKeys.all });
  } else if (entity === 'dueDiligence') {
    void queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
  } else if (entity === 'role') {
    void queryClient.invalidateQueries({ queryKey: roleKeys.all });
  }
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
  const donorId = session?.donorId;

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
