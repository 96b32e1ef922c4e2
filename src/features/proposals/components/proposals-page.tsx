import { Button } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FUNDER_PROPOSAL_STATUSES } from '#contract/enums';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { proposalsQuery } from '../api/get-proposals';
import type { ProposalListQuery, ProposalSortColumn } from '../api/proposal-keys';
import { ProposalCard } from './proposal-card';
import { ProposalGrantFilter } from './proposal-grant-filter';
import { ProposalStatusFilter } from './proposal-status-filter';

/** The list's URL state: paging, search, sort, status, and on /proposals the grant. */
export type ProposalsSearch = Omit<ProposalListQuery, 'ngo_id'>;

type ProposalsPageProps = {
  search: ProposalsSearch;
  onSearchChange: (patch: Partial<ProposalsSearch>) => void;
  /**
   * Inside a grant's pages: that grant's proposals only. The page then is a section of the grant (an h2), its
   * cards do not repeat the grant, and no grant filter is offered.
   */
  grantId?: number;
  /** Shown under the title of an empty, unfiltered list (e.g. why a draft grant has none yet). */
  emptyNote?: ReactNode;
};

/** /proposals and /grants/{id}/proposals: proposals as cards, with search, status filter, sort and paging. */
export function ProposalsPage({ search, onSearchChange, grantId, emptyNote }: ProposalsPageProps) {
  const { t } = useLingui();
  const inGrant = grantId !== undefined;
  const query: ProposalListQuery = inGrant ? { ...search, grant_id: grantId } : search;
  const proposals = useQuery({ ...proposalsQuery(query), placeholderData: keepPreviousData });

  const sortOptions: SortOption<ProposalSortColumn>[] = [
    { value: 'created_at', label: t`Received on` },
    { value: 'title', label: t`Title` },
    { value: 'code', label: t`Code` },
    { value: 'total_budget', label: t`Total budget` },
    { value: 'start_date', label: t`Start date` },
  ];

  const text = search.search;
  const filtered = search.status !== undefined || (!inGrant && search.grant_id !== undefined);
  return (
    <ListPage
      title={<Trans>Proposals</Trans>}
      headingLevel={inGrant ? 'h2' : 'h1'}
      list={proposals}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search proposals`}
      filters={
        <>
          <ProposalStatusFilter statuses={FUNDER_PROPOSAL_STATUSES} value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
          {inGrant ? null : (
            <ProposalGrantFilter
              value={search.grant_id}
              knownTitle={proposals.data?.data.find((proposal) => proposal.grant_id === search.grant_id)?.grant_title}
              onChange={(chosen) => onSearchChange({ grant_id: chosen, page: 1 })}
            />
          )}
        </>
      }
      sortOptions={sortOptions}
      cards={{
        label: t`Proposals`,
        renderCard: (proposal) => <ProposalCard proposal={proposal} showGrant={!inGrant} headingLevel={inGrant ? 'h3' : 'h2'} />,
      }}
      empty={
        <EmptyState
          title={
            text ? (
              <Trans>No proposal matches "{text}"</Trans>
            ) : filtered ? (
              <Trans>No proposals with these filters</Trans>
            ) : (
              <Trans>No proposals received yet</Trans>
            )
          }
          action={
            text || filtered ? (
              <Button appearance="secondary" onClick={() => onSearchChange({ search: undefined, status: undefined, grant_id: undefined, page: 1 })}>
                <Trans>Clear the filters</Trans>
              </Button>
            ) : undefined
          }
        >
          {text || filtered ? undefined : emptyNote}
        </EmptyState>
      }
    />
  );
}
