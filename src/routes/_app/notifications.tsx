import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
// validateSearch and the search middleware stay with the route definitions, which load with /login: they take the
// search reader from its own light module, not the feature's index (its page and list would come along, decision 008).
import { NotificationsPage, notificationListQuery } from '@/features/notifications';
import { NOTIFICATIONS_SEARCH_DEFAULTS, readNotificationsSearch } from '@/features/notifications/lib/notifications-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

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
