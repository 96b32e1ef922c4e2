import { createFileRoute, notFound } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PROGRAM_PAGE_KINDS, isProgramPage } from '#contract/program-pages';
import { ensureFrameworkPage } from '@/features/program-framework/api/get-framework-items';
import { FrameworkPage } from '@/features/program-framework/components/framework-page';
import { PROGRAM_PAGE_LABELS } from '@/features/program-framework/framework-page-labels';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { programIdOf } from '../-components/program-id';

/**
 * One route for the eight program sub-pages (spec section 2): /programs/{id}/{page}, the initiative's results
 * framework. An unknown page is the 404 page. The loader fills the page's lists and the lists its rows link to (so
 * the page opens offline once visited) and names the crumb.
 */
export const Route = createFileRoute('/_app/programs/$programId/$page')({
  beforeLoad: ({ params }) => {
    if (!isProgramPage(params.page)) throw notFound();
  },
  loader: async ({ context, params }): Promise<BreadcrumbLoaderData> => {
    const page = isProgramPage(params.page) ? params.page : 'projects-objectives';
    await ensureFrameworkPage(context.queryClient, programIdOf(params.programId), PROGRAM_PAGE_KINDS[page]);
    return { breadcrumb: PROGRAM_PAGE_LABELS[page] };
  },
  pendingComponent: () => <SkeletonList rows={4} />,
  component: ProgramFrameworkRoute,
});

function ProgramFrameworkRoute() {
  const { programId, page } = Route.useParams();
  const { me } = Route.useRouteContext();
  if (!isProgramPage(page)) return null;
  return (
    <Suspense fallback={<SkeletonList rows={4} />}>
      <FrameworkPage key={page} programId={programIdOf(programId)} kind={PROGRAM_PAGE_KINDS[page]} me={me} />
    </Suspense>
  );
}
