import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { PartnerProposalLayout, partnerCallQuery, partnerProposalQuery } from '@/features/partner-proposals';
import { loadDetailMessages } from '@/lib/i18n';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';

/**
 * The partner's proposal (issue 13 item 5): header, decision and the twelve pages' menu. The loader reads the proposal
 * (and its grant's call: countries, initiatives, objectives) from the persisted cache first, so it opens offline;
 * another organisation's proposal is a 404 from the API.
 */
export const Route = createFileRoute('/partner/proposals/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // The page names, comments and shared page pieces are in the detail pages' catalog (decision 129), as on the staff side.
  beforeLoad: () => loadDetailMessages(),
  loader: async ({ context, params: { id } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    const proposal = await context.queryClient.ensureQueryData(partnerProposalQuery(id));
    // A call whose deadline passed may no longer answer for long; the editors then fall back to what was saved.
    await context.queryClient.ensureQueryData(partnerCallQuery(proposal.grant.id)).catch(() => undefined);
    return { breadcrumb: proposal.title.trim() === '' ? proposal.code : proposal.title };
  },
  component: ProposalRoute,
});

function ProposalRoute() {
  const { id } = Route.useParams();
  return (
    <PartnerProposalLayout key={id} proposalId={id}>
      <Outlet />
    </PartnerProposalLayout>
  );
}
