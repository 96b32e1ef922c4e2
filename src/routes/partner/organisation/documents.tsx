import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { partnerProfileQuery } from '@/features/partner-account';
import { DueDiligenceLibrary, dueDiligenceLibraryQuery, dueDiligenceTypesQuery } from '@/features/partner-due-diligence';

/** The organisation's documents tab: the due-diligence library (decision 196); the admin adds and deletes. */
export const Route = createFileRoute('/partner/organisation/documents')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(dueDiligenceLibraryQuery());
    void context.queryClient.prefetchQuery(dueDiligenceTypesQuery());
  },
  component: OrganisationDocumentsPage,
});

function OrganisationDocumentsPage() {
  const { data: me } = useQuery(partnerProfileQuery());
  return <DueDiligenceLibrary canManage={me?.ngo_role === 'admin'} />;
}
