import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contract/constants';
import { notificationListQuery } from '@/features/notifications/api/notifications-api';
import type { NotificationFilter, NotificationPageQuery } from '@/features/notifications/api/notification-keys';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/** The first page of everything: left out of the URL. */
export const NOTIFICATIONS_SEARCH_DEFAULTS: NotificationPageQuery = { page: 1, rows: DEFAULT_PAGE_SIZE, filter: 'all' };

const FILTERS: readonly NotificationFilter[] = ['all', 'unread', 'read'];

function readNotificationsSearch(search: RawSearch): NotificationPageQuery {
  const filter = FILTERS.find((value) => value === search.filter) ?? 'all';
  return { page: boundedInteger(search.page, 1, 1_000_000) ?? 1, rows: boundedInteger(search.rows, 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE, filter };
}

/** Every notification (spec section 2: reached from "View all notifications" in the bell's menu). */
export const Route = createFileRoute('/_app/notifications')({
  validateSearch: readNotificationsSearch,
  search: { middlewares: [stripSearchParams(NOTIFICATIONS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(notificationListQuery(deps)),
  pendingComponent: () => <SkeletonList />,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NotificationsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
