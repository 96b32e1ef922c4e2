import { msg } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { mayReadHistory } from '#contract/audit';
import { isInChargeOfProposal } from '#contract/proposals';
import { EntityHistory } from '@/features/audit';
import { proposalQuery } from '@/features/proposals/api/get-proposal';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/** The proposal's History (decision 164): its changes, for its users in charge and users who manage settings. */
export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/history')({
  loader: (): BreadcrumbLoaderData => ({ breadcrumb: msg`History` }),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: ProposalHistoryRoute,
});

function ProposalHistoryRoute() {
  const { proposalId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const { data: proposal } = useSuspenseQuery(proposalQuery(proposalId));
  return <EntityHistory entity="proposal" entityId={proposalId} canRead={mayReadHistory(isInChargeOfProposal(proposal, me.id), me.permissions)} />;
}
