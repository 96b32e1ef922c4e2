import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { donorInfoQuery } from '@/features/preferences/api/donor-info';
import { PreferencesPage } from '@/features/preferences/components/preferences-page';
import { ListPending } from './-components/list-pending';

export const Route = createFileRoute('/_app/settings/preferences')({
  loader: ({ context }) => context.queryClient.ensureQueryData(donorInfoQuery()),
  pendingComponent: () => <ListPending rows={6} />,
  component: PreferencesRoute,
});

function PreferencesRoute() {
  const { data } = useSuspenseQuery(donorInfoQuery());
  return <PreferencesPage donor={data} />;
}
