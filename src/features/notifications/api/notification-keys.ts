import type { NotificationList } from '#contract/notifications';

/** The menu's list (infinite, 20 a page) and the /notifications page's list, both under one prefix. */
export type NotificationFilter = 'all' | 'unread' | 'read';
export type NotificationPageQuery = { page: number; rows: number; filter: NotificationFilter };

export const notificationKeys = {
  all: ['notifications'] as const,
  menu: () => [...notificationKeys.all, 'menu'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationPageQuery) => [...notificationKeys.lists(), query] as const,
};

export type NotificationPages = { pages: NotificationList[]; pageParams: number[] };
