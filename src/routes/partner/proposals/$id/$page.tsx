import { createFileRoute, notFound } from '@tanstack/react-router';
import { Suspense } from 'react';
import { isProposalPage } from '#contract/enums';
import { PROPOSAL_PAGE_SECTIONS } from '#contract/proposal-completeness';
import { EditorPageView, hasEditor, partnerSectionQuery } from '@/features/partner-proposals';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposals/detail/proposal-page-labels';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/**
 * One page of the partner's proposal: /partner/proposals/{id}/{page}, the twelve slugs of the staff review. The
 * loader fills the page's sections (so it opens offline once visited) and names the crumb; a page without its
 * editor yet, or an unknown one, is the 404 page.
 */
export const Route = createFileRoute('/partner/proposals/$id/$page')({
  beforeLoad: ({ params }) => {
    if (!isProposalPage(params.page)) throw notFound();
  },
  // The editors' table is asked here, not in beforeLoad: the loader is split off with the page (decision 008).
  loader: async ({ context, params }): Promise<BreadcrumbLoaderData> => {
    const page = isProposalPage(params.page) ? params.page : 'cover-page';
    if (!hasEditor(page)) throw notFound();
    await Promise.all(PROPOSAL_PAGE_SECTIONS[page].map((name) => context.queryClient.ensureQueryData(partnerSectionQuery(params.id, name))));
    return { breadcrumb: PROPOSAL_PAGE_LABELS[page] };
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: PageRoute,
});

function PageRoute() {
  const { id, page } = Route.useParams();
  if (!isProposalPage(page)) return null;
  return (
    <Suspense fallback={<SkeletonList rows={3} />}>
      <EditorPageView proposalId={id} page={page} />
    </Suspense>
  );
}
