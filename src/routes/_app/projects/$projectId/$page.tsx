import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { Suspense } from 'react';
import { isProjectPage, projectPageOf } from '#contract/project-pages';
import { loadProjectPage } from '@/features/projects/detail/project-page-modules';
import { PROJECT_PAGE_LABELS } from '@/features/projects/detail/project-page-labels';
import { ProjectPageView } from '@/features/projects/detail/project-page-view';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/**
 * One route for the project's pages (spec section 2): /projects/{id}/{page}. A camel-case twin (indicatorsTracking,
 * …) redirects to its page; an unknown page is the 404 page. The loader fills the page's queries (so it opens
 * offline once visited) and names the crumb.
 */
export const Route = createFileRoute('/_app/projects/$projectId/$page')({
  beforeLoad: ({ params }) => {
    const page = projectPageOf(params.page);
    if (!page) throw notFound();
    if (page !== params.page) throw redirect({ to: '/projects/$projectId/$page', params: { ...params, page }, replace: true });
  },
  loader: async ({ context, params }): Promise<BreadcrumbLoaderData> => {
    const page = isProjectPage(params.page) ? params.page : 'overview';
    await loadProjectPage(context.queryClient, params.projectId, page);
    return { breadcrumb: PROJECT_PAGE_LABELS[page] };
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: ProjectPageRoute,
});

function ProjectPageRoute() {
  const { projectId, page } = Route.useParams();
  if (!isProjectPage(page)) return null;
  return (
    <Suspense fallback={<SkeletonList rows={3} />}>
      <ProjectPageView page={page} projectId={projectId} />
    </Suspense>
  );
}
