import { createFileRoute, notFound } from '@tanstack/react-router';
import { ngoQuery } from '@/features/ngos/api/get-ngo';
import { ngoContactsQuery } from '@/features/ngos/api/get-ngo-contacts';
import { ngoDueDiligencesQuery } from '@/features/ngos/api/get-ngo-due-diligences';
import { ngoProposalsQuery } from '@/features/ngos/api/ngo-proposals';
import { seedNgoFromLists } from '@/features/ngos/api/seed-ngo-from-lists';
import { NgoDetailPage } from '@/features/ngos/components/ngo-detail-page';
import { organisationProjectsQuery } from '@/features/projects/api/get-projects';
import { OrganisationProjects } from '@/features/projects/components/organisation-projects';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';

/**
 * One organisation (spec section 2: /ngos/{id}). The loader waits for the organisation only: it names the
 * breadcrumb (decision 033), and its 404 (another funder's organisation, decision 122) opens the error page.
 * Opened from the list, it starts from the card's copy. Its contacts, documents, proposals and projects are
 * fetched alongside and saved for offline use; each part shows its own loading state.
 */
export const Route = createFileRoute('/_app/ngos/$ngoId')({
  params: {
    parse: ({ ngoId }) => ({ ngoId: Number(ngoId) }),
    stringify: ({ ngoId }) => ({ ngoId: String(ngoId) }),
  },
  loader: async ({ context: { queryClient }, params: { ngoId } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(ngoId) || ngoId <= 0) throw notFound();
    void queryClient.prefetchQuery(countriesQuery());
    seedNgoFromLists(queryClient, ngoId);
    const ngo = await queryClient.ensureQueryData(ngoQuery(ngoId));
    // Asked once the organisation is known to be the funder's: an unknown id gets one 404, not five.
    void queryClient.prefetchQuery(ngoContactsQuery(ngoId));
    void queryClient.prefetchQuery(ngoDueDiligencesQuery(ngoId));
    void queryClient.prefetchQuery(ngoProposalsQuery(ngoId));
    void queryClient.prefetchQuery(organisationProjectsQuery(ngoId));
    return { breadcrumb: ngo.name };
  },
  pendingComponent: () => <SkeletonList rows={4} />,
  component: NgoRoute,
});

function NgoRoute() {
  const { ngoId } = Route.useParams();
  const { me } = Route.useRouteContext();
  return <NgoDetailPage ngoId={ngoId} projects={<OrganisationProjects ngoId={ngoId} />} canReview={me.permissions.includes('manage_grants')} />;
}
