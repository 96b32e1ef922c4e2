import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contract/constants';
import { FUNDER_PROPOSAL_STATUSES, GrantStatus } from '#contract/enums';
import { PROPOSAL_SORT_COLUMNS } from '#contract/list-columns';
import { useShownGrant } from '@/features/grants/components/detail/use-grant-detail';
import { grantNegotiationCommentsQuery } from '@/features/proposals/negotiation/api/get-grant-negotiation-comments';
import { GrantNegotiationComments } from '@/features/proposals/negotiation/components/grant-negotiation-comments';
import { proposalsQuery } from '@/features/proposals/api/get-proposals';
import { readProposalStatus } from '@/features/proposals/components/proposal-search-params';
import { ProposalsPage, type ProposalsSearch } from '@/features/proposals/components/proposals-page';
import { userOptionsQuery } from '@/features/reference/api/get-user-options';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

const readListSearch = listSearchSchema(PROPOSAL_SORT_COLUMNS);

/** The page's two views: the proposals as cards, or the negotiation comments across them (paged on their own). */
type GrantProposalsSearch = ProposalsSearch & { view?: 'comments' | undefined; comments_page?: number | undefined; comments_rows?: number | undefined };

/** The list's search params plus the status filter; the grant is the page's own. */
function readGrantProposalsSearch(search: RawSearch): GrantProposalsSearch {
  return {
    ...readListSearch(search),
    status: readProposalStatus(search.status, FUNDER_PROPOSAL_STATUSES),
    view: search.view === 'comments' ? 'comments' : undefined,
    comments_page: boundedInteger(search.comments_page, 2, Number.MAX_SAFE_INTEGER),
    comments_rows: boundedInteger(search.comments_rows, 1, MAX_PAGE_SIZE),
  };
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The grant's proposals page (spec section 2, grant layout): the grant's proposals as cards. */
export const Route = createFileRoute('/_app/grants/$grantId/proposals/')({
  validateSearch: (search: Record<string, unknown>) => readGrantProposalsSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(PROPOSAL_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    const { view, comments_page: page = 1, comments_rows: rows = DEFAULT_PAGE_SIZE, ...list } = deps;
    if (view === 'comments') {
      // The comments view shows its own skeleton and error: nothing waits for it.
      void context.queryClient.prefetchQuery(grantNegotiationCommentsQuery(params.grantId, { page, rows }));
      return;
    }
    void context.queryClient.prefetchQuery(userOptionsQuery());
    return context.queryClient.ensureQueryData(proposalsQuery({ ...list, grant_id: params.grantId })).then(() => undefined);
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: GrantProposalsRoute,
});

function GrantProposalsRoute() {
  const styles = useStyles();
  const { grantId } = Route.useParams();
  const { view = 'proposals', comments_page: commentsPage = 1, comments_rows: commentsRows = DEFAULT_PAGE_SIZE, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { grant } = useShownGrant(grantId);
  const change = (patch: Partial<GrantProposalsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  return (
    <div className={styles.page}>
      <TabList selectedValue={view} onTabSelect={(_event, data) => change({ view: data.value === 'comments' ? 'comments' : undefined })}>
        <Tab value="proposals">
          <Trans>Proposals</Trans>
        </Tab>
        <Tab value="comments">
          <Trans>Negotiation comments</Trans>
        </Tab>
      </TabList>
      {view === 'comments' ? (
        <GrantNegotiationComments
          grantId={grantId}
          paging={{ page: commentsPage, rows: commentsRows }}
          onPagingChange={(paging) =>
            change({ comments_page: paging.page > 1 ? paging.page : undefined, comments_rows: paging.rows === DEFAULT_PAGE_SIZE ? undefined : paging.rows })
          }
        />
      ) : (
        <GrantProposalsList grantId={grantId} search={search} onSearchChange={change} draft={grant.status === GrantStatus.Draft} />
      )}
    </div>
  );
}

type GrantProposalsListProps = {
  grantId: number;
  search: ProposalsSearch;
  onSearchChange: (patch: Partial<ProposalsSearch>) => void;
  draft: boolean;
};

function GrantProposalsList({ grantId, search, onSearchChange, draft }: GrantProposalsListProps) {
  return (
    <ProposalsPage
      grantId={grantId}
      search={search}
      onSearchChange={onSearchChange}
      emptyNote={
        draft ? (
          <Trans>Organizations can apply once the grant is published with a deadline.</Trans>
        ) : (
          <Trans>Proposals that partner organizations submit for this grant appear here.</Trans>
        )
      }
    />
  );
}
