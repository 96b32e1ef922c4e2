import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contract/constants';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import type { NotificationFilter, NotificationPageQuery } from '../api/notification-keys';

/** The first page of everything: left out of the URL. */
export const NOTIFICATIONS_SEARCH_DEFAULTS: NotificationPageQuery = { page: 1, rows: DEFAULT_PAGE_SIZE, filter: 'all' };

const FILTERS: readonly NotificationFilter[] = ['all', 'unread', 'read'];

/** The notifications page's search (page, rows, read filter), the same on the staff and the partner side. */
export function readNotificationsSearch(search: RawSearch): NotificationPageQuery {
  const filter = FILTERS.find((value) => value === search.filter) ?? 'all';
  return { page: boundedInteger(search.page, 1, 1_000_000) ?? 1, rows: boundedInteger(search.rows, 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE, filter };
}
