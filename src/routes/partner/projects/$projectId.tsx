import { createFileRoute, notFound } from '@tanstack/react-router';
import { PartnerProjectWorkspace, partnerProjectQuery } from '@/features/partner-projects';
import { loadDetailMessages } from '@/lib/i18n';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';

/**
 * /partner/projects/{id}: the project's workspace (issue 14 item 1). The loader reads it from the persisted cache
 * first, so it opens offline once seen, and names the breadcrumb after the project; another organisation's project
 * is a 404 from the API.
 */
export const Route = createFileRoute('/partner/projects/$projectId')({
  params: {
    parse: ({ projectId }) => ({ projectId: Number(projectId) }),
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  // The installments' log, the report table and the follow-up labels are the project pages' (decision 129).
  beforeLoad: () => loadDetailMessages(),
  loader: async ({ context, params: { projectId } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(projectId) || projectId <= 0) throw notFound();
    const workspace = await context.queryClient.ensureQueryData(partnerProjectQuery(projectId));
    return { breadcrumb: workspace.project.title.trim() === '' ? workspace.project.code : workspace.project.title };
  },
  pendingComponent: () => <SkeletonList rows={4} />,
  component: WorkspaceRoute,
});

function WorkspaceRoute() {
  const { projectId } = Route.useParams();
  return <PartnerProjectWorkspace key={projectId} projectId={projectId} />;
}
