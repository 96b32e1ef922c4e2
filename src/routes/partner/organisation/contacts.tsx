import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { partnerProfileQuery } from '@/features/partner-account';
import { OrganisationContacts, contactsQuery } from '@/features/partner-organisation';

/** The organisation's contacts tab. */
export const Route = createFileRoute('/partner/organisation/contacts')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(contactsQuery()),
  component: OrganisationContactsPage,
});

function OrganisationContactsPage() {
  const { data: me } = useQuery(partnerProfileQuery());
  return <OrganisationContacts canEdit={me?.ngo_role === 'admin'} />;
}
