import { Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingPeopleRegular, MailAddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { ListSearchBox } from '@/ui/list/list-search-box';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { Pager } from '@/ui/list/pager';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { SortSelector, type SortOption } from '@/ui/list/sort-selector';
import { ngosQuery } from '../api/get-ngos';
import type { NgoListQuery, NgoSortColumn } from '../api/ngo-keys';
import { CountryFilter } from './country-filter';
import { InviteOrganisationDialog } from './invite-organisation-dialog';
import { NgoCard } from './ngo-card';
import { useMinimumDuration } from '@/ui/loading';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

type NgosPageProps = {
  search: NgoListQuery;
  onSearchChange: (patch: Partial<NgoListQuery>) => void;
  /** Staff with manage_grants invite organisations (docs/decisions/192-organisation-registration.md). */
  canInvite?: boolean;
};

/** /ngos: the organisations that applied to the funder's grants, as cards, with search, country, sort and paging. */
export function NgosPage({ search, onSearchChange, canInvite = false }: NgosPageProps) {
  const styles = useStyles();
  const [inviting, setInviting] = useState(false);
  const { t } = useLingui();
  const ngos = useQuery({ ...ngosQuery(search), placeholderData: keepPreviousData });

  const sortOptions: SortOption<NgoSortColumn>[] = [
    { value: 'created_at', label: t`Registered on` },
    { value: 'name', label: t`Name` },
    { value: 'proposals_count', label: t`Proposals` },
  ];

  // Once shown, the placeholder stays 200 ms (spec section 9): until then the page is not shown as loaded.
  const loading = useMinimumDuration(ngos.data === undefined);
  const page = loading ? undefined : ngos.data;
  const query = search.search;
  return (
    <section aria-labelledby="ngos-title">
      <div className={styles.header}>
        <Title2 as="h1" id="ngos-title">
          <Trans>Organizations</Trans>
        </Title2>
        {page ? <FreshnessNote dataUpdatedAt={ngos.dataUpdatedAt} isFetching={ngos.isFetching} /> : null}
      </div>
      <ListToolbar
        filters={
          <>
            <ListSearchBox value={query} onSearch={(text) => onSearchChange({ search: text, page: 1 })} label={t`Search organizations`} />
            <CountryFilter value={search.country_id} onChange={(countryId) => onSearchChange({ country_id: countryId, page: 1 })} />
            <SortSelector
              options={sortOptions}
              orderBy={search.order_by}
              isDesc={search.is_desc}
              onChange={(sort) => onSearchChange({ ...sort, page: 1 })}
            />
          </>
        }
        actions={
          canInvite ? (
            <Button appearance="primary" icon={<MailAddRegular />} onClick={() => setInviting(true)}>
              <Trans>Invite an organisation</Trans>
            </Button>
          ) : null
        }
      />
      {inviting ? <InviteOrganisationDialog onClose={() => setInviting(false)} /> : null}
      {page ? (
        <ul className={styles.list} aria-label={t`Organizations`}>
          {page.data.map((ngo) => (
            <li key={ngo.id}>
              <NgoCard ngo={ngo} />
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonList />
      )}
      {page && page.data.length === 0 ? (
        <EmptyState
          icon={<BuildingPeopleRegular />}
          title={
            query ? (
              <Trans>No organization matches "{query}"</Trans>
            ) : search.country_id !== undefined ? (
              <Trans>No organizations in this country</Trans>
            ) : (
              <Trans>No organizations yet</Trans>
            )
          }
        >
          {query || search.country_id !== undefined ? null : (
            <Trans>Organizations appear here once they submit a proposal to one of your grants.</Trans>
          )}
        </EmptyState>
      ) : null}
      {page ? <Pager page={search.page} rows={search.rows} total={page.total} onChange={onSearchChange} /> : null}
    </section>
  );
}
