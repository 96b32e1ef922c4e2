import { Trans } from '@lingui/react/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { GrantStatus } from '#contract/enums';
import { PROPOSAL_SORT_COLUMNS } from '#contract/list-columns';
import { useShownGrant } from '@/features/grants/components/detail/use-grant-detail';
import { proposalsQuery } from '@/features/proposals/api/get-proposals';
import { readProposalStatus } from '@/features/proposals/components/proposal-search-params';
import { ProposalsPage, type ProposalsSearch } from '@/features/proposals/components/proposals-page';
import { userOptionsQuery } from '@/features/reference/api/get-user-options';
import type { RawSearch } from '@/lib/search-params';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

const readListSearch = listSearchSchema(PROPOSAL_SORT_COLUMNS);

/** The list's search params plus the status filter; the grant is the page's own. */
function readGrantProposalsSearch(search: RawSearch): ProposalsSearch {
  return { ...readListSearch(search), status: readProposalStatus(search.status) };
}

/** The grant's proposals page (spec section 2, grant layout): the grant's proposals as cards. */
export const Route = createFileRoute('/_app/grants/$grantId/proposals/')({
  validateSearch: (search: Record<string, unknown>) => readGrantProposalsSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(PROPOSAL_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    void context.queryClient.prefetchQuery(userOptionsQuery());
    return context.queryClient.ensureQueryData(proposalsQuery({ ...deps, grant_id: params.grantId }));
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: GrantProposalsRoute,
});

function GrantProposalsRoute() {
  const { grantId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { grant } = useShownGrant(grantId);
  return (
    <ProposalsPage
      grantId={grantId}
      search={search}
      onSearchChange={(patch: Partial<ProposalsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
      emptyNote={
        grant.status === GrantStatus.Draft ? (
          <Trans>Organizations can apply once the grant is published with a deadline.</Trans>
        ) : (
          <Trans>Proposals that partner organizations submit for this grant appear here.</Trans>
        )
      }
    />
  );
}
