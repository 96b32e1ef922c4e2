import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '#contract/constants';
import { notificationPaths, type Notification, type NotificationList } from '#contract/notifications';
import { api } from '@/lib/http';
import { notificationKeys, type NotificationFilter, type NotificationPageQuery, type NotificationPages } from './notification-keys';

function isReadParam(filter: NotificationFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'read';
}

/** The bell's list: newest first, 20 a page, more on scroll. */
export function notificationMenuQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.menu(),
    queryFn: ({ pageParam, signal }) =>
      api<NotificationList>(notificationPaths.list, { query: { page: pageParam, rows: NOTIFICATIONS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, page) => sum + page.data.length, 0) < last.total ? pages.length + 1 : undefined),
  });
}

/** One page of the /notifications page. */
export function notificationListQuery(query: NotificationPageQuery) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) =>
      api<NotificationList>(notificationPaths.list, { query: { page: query.page, rows: query.rows, is_read: isReadParam(query.filter) }, signal }),
  });
}

/** Marks notifications read in every cached list; `id` null marks them all. */
export function markReadInCache(queryClient: QueryClient, id: number | null): void {
  const markList = (list: NotificationList, wasUnread: number): NotificationList => ({
    ...list,
    data: list.data.map((item) => (id === null || item.id === id ? { ...item, is_read: true } : item)),
    unread_total: id === null ? 0 : Math.max(0, list.unread_total - wasUnread),
  });
  const wasUnread = id === null ? 0 : findUnread(queryClient, id) ? 1 : 0;
  queryClient.setQueryData<NotificationPages>(notificationKeys.menu(), (old) =>
    old ? { ...old, pages: old.pages.map((page) => markList(page, wasUnread)) } : old,
  );
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }, (old) => (old ? markList(old, wasUnread) : old));
}

function findUnread(queryClient: QueryClient, id: number): boolean {
  const lists = [
    ...(queryClient.getQueryData<NotificationPages>(notificationKeys.menu())?.pages ?? []),
    ...queryClient.getQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }).flatMap(([, list]) => (list ? [list] : [])),
  ];
  return lists.some((list) => list.data.some((item) => item.id === id && !item.is_read));
}

/** A live notification: on top of the menu's first page, one more unread; the page lists fetch again. */
export function prependToCache(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<NotificationPages>(notificationKeys.menu(), (old) => {
    if (!old || old.pages.length === 0) return old;
    const [first, ...rest] = old.pages as [NotificationList, ...NotificationList[]];
    if (first.data.some((item) => item.id === notification.id)) return old;
    const bump = notification.is_read ? 0 : 1;
    return {
      ...old,
      pages: [{ ...first, data: [notification, ...first.data], total: first.total + 1, unread_total: first.unread_total + bump }, ...rest],
    };
  });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}

/** The hub's `connect` answers with the unread count: the badge follows it. */
export function setUnreadTotal(queryClient: QueryClient, unreadTotal: number): void {
  queryClient.setQueryData<NotificationPages>(notificationKeys.menu(), (old) => {
    if (!old || old.pages.length === 0) return old;
    const [first, ...rest] = old.pages as [NotificationList, ...NotificationList[]];
    return { ...old, pages: [{ ...first, unread_total: unreadTotal }, ...rest] };
  });
}

function useMarkMutation(request: (id: number | null) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (id: number | null) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      markReadInCache(queryClient, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAsRead() {
  return useMarkMutation((id) => api<true>(notificationPaths.markAsRead(id ?? 0), { method: 'PUT' }));
}

export function useMarkAllAsRead() {
  return useMarkMutation(() => api<true>(notificationPaths.markAllAsRead, { method: 'PUT' }));
}
