import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { ProjectDetailLayout } from '@/features/projects/detail/layout/project-detail-layout';
import { projectQuery } from '@/features/projects/api/get-project';
import { loadDetailMessages } from '@/lib/i18n';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';

/**
 * The project layout (spec section 2). Its loader names the breadcrumb after the project and reads it from the
 * persisted cache first, so the layout paints offline. Another funder's project is a 404 from the API, which opens
 * the error page. The id is parsed to a number without zod (decision 008).
 */
export const Route = createFileRoute('/_app/projects/$projectId')({
  params: {
    parse: ({ projectId }) => ({ projectId: Number(projectId) }),
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  // The detail pages' messages (docs/decisions/129-two-catalogs.md), before anything of the page paints.
  beforeLoad: () => loadDetailMessages(),
  loader: async ({ context, params: { projectId } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(projectId) || projectId <= 0) throw notFound();
    const project = await context.queryClient.ensureQueryData(projectQuery(projectId));
    return { breadcrumb: project.title };
  },
  component: ProjectLayoutRoute,
});

function ProjectLayoutRoute() {
  const { projectId } = Route.useParams();
  return (
    <ProjectDetailLayout key={projectId} projectId={projectId}>
      <Outlet />
    </ProjectDetailLayout>
  );
}
