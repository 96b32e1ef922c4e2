import { createFileRoute, notFound } from '@tanstack/react-router';
import { Suspense } from 'react';
import { isProposalPage } from '#contract/enums';
import { ensureProposalPage } from '@/features/proposals/detail/api/proposal-page-queries';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposals/detail/proposal-page-labels';
import { ProposalPageView } from '@/features/proposals/detail/proposal-page-view';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/**
 * One route for the twelve proposal pages (spec section 2): /grants/{id}/proposals/{proposalId}/{page}. An unknown
 * page is the 404 page. The loader fills the page's queries (so it opens offline once visited) and names the crumb.
 */
export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/$page')({
  beforeLoad: ({ params }) => {
    if (!isProposalPage(params.page)) throw notFound();
  },
  loader: async ({ context, params }): Promise<BreadcrumbLoaderData> => {
    const page = isProposalPage(params.page) ? params.page : 'cover-page';
    await ensureProposalPage(context.queryClient, params.proposalId, page);
    return { breadcrumb: PROPOSAL_PAGE_LABELS[page] };
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: ProposalPageRoute,
});

function ProposalPageRoute() {
  const { proposalId, page } = Route.useParams();
  if (!isProposalPage(page)) return null;
  return (
    <Suspense fallback={<SkeletonList rows={3} />}>
      <ProposalPageView page={page} proposalId={proposalId} />
    </Suspense>
  );
}
