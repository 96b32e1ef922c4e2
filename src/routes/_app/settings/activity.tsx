import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '@/features/audit';
import { userOptionsQuery } from '@/features/reference/api/get-user-options';
import { ListPending } from './-components/list-pending';

/** Settings > Activity (manage_settings, guarded by contract/routes.ts): the funder's audit trail. */
export const Route = createFileRoute('/_app/settings/activity')({
  loader: ({ context }) => context.queryClient.ensureQueryData(userOptionsQuery()),
  pendingComponent: () => <ListPending rows={6} />,
  component: ActivityRoute,
});

function ActivityRoute() {
  const { data: users } = useSuspenseQuery(userOptionsQuery());
  return <ActivityPage users={users} />;
}
