import { Button, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { FUNDER_PROPOSAL_STATUSES } from '#contract/enums';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { ListSearchBox } from '@/ui/list/list-search-box';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { Pager } from '@/ui/list/pager';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { SortSelector, type SortOption } from '@/ui/list/sort-selector';
import { proposalsQuery } from '../api/get-proposals';
import type { ProposalListQuery, ProposalSortColumn } from '../api/proposal-keys';
import { ProposalCard } from './proposal-card';
import { ProposalGrantFilter } from './proposal-grant-filter';
import { ProposalStatusFilter } from './proposal-status-filter';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
});

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
  const styles = useStyles();
  const { t } = useLingui();
  const titleId = useId();
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

  const page = proposals.data;
  const text = search.search;
  const filtered = search.status !== undefined || (!inGrant && search.grant_id !== undefined);
  const Heading = inGrant ? Title3 : Title2;
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading as={inGrant ? 'h2' : 'h1'} id={titleId}>
          <Trans>Proposals</Trans>
        </Heading>
        {page ? <FreshnessNote dataUpdatedAt={proposals.dataUpdatedAt} isFetching={proposals.isFetching} /> : null}
      </div>
      <ListToolbar
        filters={
          <>
            <ListSearchBox value={text} onSearch={(typed) => onSearchChange({ search: typed, page: 1 })} label={t`Search proposals`} />
            <ProposalStatusFilter statuses={FUNDER_PROPOSAL_STATUSES} value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
            {inGrant ? null : (
              <ProposalGrantFilter
                value={search.grant_id}
                knownTitle={page?.data.find((proposal) => proposal.grant_id === search.grant_id)?.grant_title}
                onChange={(chosen) => onSearchChange({ grant_id: chosen, page: 1 })}
              />
            )}
            <SortSelector
              options={sortOptions}
              orderBy={search.order_by}
              isDesc={search.is_desc}
              onChange={(sort) => onSearchChange({ ...sort, page: 1 })}
            />
          </>
        }
      />
      {page ? (
        <ul className={styles.list} aria-label={t`Proposals`}>
          {page.data.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard proposal={proposal} showGrant={!inGrant} headingLevel={inGrant ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonList />
      )}
      {page && page.data.length === 0 ? (
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
      ) : null}
      {page ? <Pager page={search.page} rows={search.rows} total={page.total} onChange={onSearchChange} /> : null}
    </section>
  );
}
