import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { mayReadHistory } from '#contract/audit';
import { EntityHistory } from '@/features/audit';
import { grantQuery } from '@/features/grants/api/get-grant';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/** The grant's History tab (decision 164): its changes, for its users in charge and users who manage settings. */
export const Route = createFileRoute('/_app/grants/$grantId/history')({
  pendingComponent: () => <SkeletonList rows={3} />,
  component: GrantHistoryRoute,
});

function GrantHistoryRoute() {
  const { grantId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const { data: grant } = useSuspenseQuery(grantQuery(grantId));
  const inCharge = grant.users_in_charge.some((user) => user.admin_id === me.id);
  return <EntityHistory entity="grant" entityId={grantId} canRead={mayReadHistory(inCharge, me.permissions)} />;
}
