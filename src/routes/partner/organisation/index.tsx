import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { partnerAccountKeys, partnerProfileQuery } from '@/features/partner-account';
import { OrganisationProfileForm, organisationQuery } from '@/features/partner-organisation';

/** The organisation's profile tab: the admin edits it, members read it. */
export const Route = createFileRoute('/partner/organisation/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationQuery()),
  component: OrganisationProfilePage,
});

function OrganisationProfilePage() {
  const queryClient = useQueryClient();
  const { data: organisation } = useSuspenseQuery(organisationQuery());
  const { data: me } = useQuery(partnerProfileQuery());
  return (
    <OrganisationProfileForm
      // A new form once the saved profile comes back, so its fields start from the server's values.
      key={JSON.stringify(organisation)}
      organisation={organisation}
      canEdit={me?.ngo_role === 'admin'}
      // The shell names the organisation from the partner profile.
      onSaved={() => void queryClient.invalidateQueries({ queryKey: partnerAccountKeys.profile() })}
    />
  );
}
