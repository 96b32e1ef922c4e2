import { msg } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { mayReadHistory } from '#contract/audit';
import { isInChargeOfProposal } from '#contract/proposals';
import { EntityHistory } from '@/features/audit';
import { projectQuery } from '@/features/projects/api/get-project';
import { proposalQuery } from '@/features/proposals/api/get-proposal';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/**
 * The project's History (decision 164): its changes, for the users in charge of its proposal (and of the grant) and
 * users who manage settings. The proposal says who is in charge; the loader fetches it, so the tab opens offline once seen.
 */
export const Route = createFileRoute('/_app/projects/$projectId/history')({
  loader: async ({ context, params }): Promise<BreadcrumbLoaderData> => {
    const project = await context.queryClient.ensureQueryData(projectQuery(params.projectId));
    await context.queryClient.ensureQueryData(proposalQuery(project.proposal_id));
    return { breadcrumb: msg`History` };
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: ProjectHistoryRoute,
});

function ProjectHistoryRoute() {
  const { projectId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const { data: project } = useSuspenseQuery(projectQuery(projectId));
  const { data: proposal } = useSuspenseQuery(proposalQuery(project.proposal_id));
  return <EntityHistory entity="project" entityId={projectId} canRead={mayReadHistory(isInChargeOfProposal(proposal, me.id), me.permissions)} />;
}
