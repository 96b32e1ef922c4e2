import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NOTIFICATIONS_SEARCH_DEFAULTS, NotificationsPage, notificationListQuery, readNotificationsSearch } from '@/features/notifications';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/**
 * Every notification of a partner user (issue 13 item 7): the staff page's list over the same REST calls; each item
 * opens the organisation's own page (src/features/notifications/lib/notification-link.ts).
 */
export const Route = createFileRoute('/partner/notifications')({
  validateSearch: readNotificationsSearch,
  search: { middlewares: [stripSearchParams(NOTIFICATIONS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(notificationListQuery(deps)),
  pendingComponent: () => <SkeletonList />,
  component: PartnerNotificationsRoute,
});

function PartnerNotificationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NotificationsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
