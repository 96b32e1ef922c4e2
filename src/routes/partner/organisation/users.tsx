import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { partnerProfileQuery } from '@/features/partner-account';
import { OrganisationUsers, colleaguesQuery } from '@/features/partner-organisation';

/** The organisation's users tab: colleagues; the admin invites, changes roles and removes. */
export const Route = createFileRoute('/partner/organisation/users')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(colleaguesQuery()),
  component: OrganisationUsersPage,
});

function OrganisationUsersPage() {
  const { data: me } = useQuery(partnerProfileQuery());
  return <OrganisationUsers canEdit={me?.ngo_role === 'admin'} meId={me?.id} />;
}
