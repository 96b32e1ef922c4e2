import { Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser } from '#contract/auth';
import { usePendingRecords } from '@/offline/outbox';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { ListSearchBox } from '@/ui/list/list-search-box';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { Pager } from '@/ui/list/pager';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { SortSelector, type SortOption } from '@/ui/list/sort-selector';
import { createGrantAction } from '../api/create-grant';
import { grantsQuery } from '../api/get-grants';
import type { GrantListQuery, GrantSortColumn } from '../api/grant-keys';
import type { GrantCreatePayload } from '../api/grant-overlays';
import { GRANT_ENTITY, GrantCard, PendingGrantCard } from './grant-card';
import { canCreateGrants } from './grant-controls';
import { GrantStatusFilter } from './grant-status-filter';
import { useMinimumDuration } from '@/ui/loading';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
});

type GrantsPageProps = {
  search: GrantListQuery;
  onSearchChange: (patch: Partial<GrantListQuery>) => void;
  me: CurrentUser;
};

/** /grants: the funder's grants as cards, with search, status filter, sort and paging. */
export function GrantsPage({ search, onSearchChange, me }: GrantsPageProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const navigate = useNavigate();
  const grants = useQuery({ ...grantsQuery(search), placeholderData: keepPreviousData });
  // Grants created on this device and not yet on the server lead the first page, marked pending.
  const creations = usePendingRecords(GRANT_ENTITY, null).filter((record) => record.type === createGrantAction.type);
  const showCreations = search.page === 1 ? creations : [];

  const sortOptions: SortOption<GrantSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'title', label: t`Title` },
    { value: 'deadline', label: t`Deadline` },
    { value: 'max_size', label: t`Size` },
  ];

  // Once shown, the placeholder stays 200 ms (spec section 9): until then the page is not shown as loaded.
  const loading = useMinimumDuration(grants.data === undefined);
  const page = loading ? undefined : grants.data;
  const query = search.search;
  const filtered = query !== undefined || search.status !== undefined;
  return (
    <section aria-labelledby="grants-title">
      <div className={styles.header}>
        <Title2 as="h1" id="grants-title">
          <Trans>Grants</Trans>
        </Title2>
        {page ? <FreshnessNote dataUpdatedAt={grants.dataUpdatedAt} isFetching={grants.isFetching} /> : null}
      </div>
      <ListToolbar
        filters={
          <>
            <ListSearchBox value={query} onSearch={(text) => onSearchChange({ search: text, page: 1 })} label={t`Search grants`} />
            <GrantStatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
            <SortSelector
              options={sortOptions}
              orderBy={search.order_by}
              isDesc={search.is_desc}
              onChange={(sort) => onSearchChange({ ...sort, page: 1 })}
            />
          </>
        }
        actions={
          canCreateGrants(me) ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate({ to: '/grants/new' })}>
              <Trans>New grant</Trans>
            </Button>
          ) : null
        }
      />
      {page ? (
        <ul className={styles.list} aria-label={t`Grants`}>
          {showCreations.map((record) => (
            <li key={record.key}>
              {/* The record's type was checked above; its payload is the create action's. */}
              <PendingGrantCard payload={record.payload as GrantCreatePayload} createdAt={record.createdAt} />
            </li>
          ))}
          {page.data.map((grant) => (
            <li key={grant.id}>
              <GrantCard grant={grant} me={me} />
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonList />
      )}
      {page && page.data.length === 0 && showCreations.length === 0 ? (
        <EmptyState
          title={
            query ? (
              <Trans>No grant matches "{query}"</Trans>
            ) : filtered ? (
              <Trans>No grants with this status</Trans>
            ) : (
              <Trans>No grants yet</Trans>
            )
          }
        />
      ) : null}
      {page ? <Pager page={search.page} rows={search.rows} total={page.total} onChange={onSearchChange} /> : null}
    </section>
  );
}
