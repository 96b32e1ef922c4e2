import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser } from '#contract/auth';
import { usePendingRecords } from '@/offline/outbox';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { createGrantAction } from '../api/create-grant';
import { grantsQuery } from '../api/get-grants';
import type { GrantListQuery, GrantSortColumn } from '../api/grant-keys';
import type { GrantCreatePayload } from '../api/grant-overlays';
import { GRANT_ENTITY, GrantCard, PendingGrantCard } from './grant-card';
import { canCreateGrants } from './grant-controls';
import { GrantStatusFilter } from './grant-status-filter';

type GrantsPageProps = {
  search: GrantListQuery;
  onSearchChange: (patch: Partial<GrantListQuery>) => void;
  me: CurrentUser;
};

/** /grants: the funder's grants as cards, with search, status filter, sort and paging. */
export function GrantsPage({ search, onSearchChange, me }: GrantsPageProps) {
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

  const query = search.search;
  const filtered = query !== undefined || search.status !== undefined;
  return (
    <ListPage
      titleId="grants-title"
      title={<Trans>Grants</Trans>}
      list={grants}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search grants`}
      filters={<GrantStatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />}
      sortOptions={sortOptions}
      action={
        canCreateGrants(me) ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate({ to: '/grants/new' })}>
            <Trans>New grant</Trans>
          </Button>
        ) : null
      }
      cards={{
        label: t`Grants`,
        renderCard: (grant) => <GrantCard grant={grant} me={me} />,
        leading: showCreations.map((record) => ({
          key: record.key,
          // The record's type was checked above; its payload is the create action's.
          card: <PendingGrantCard payload={record.payload as GrantCreatePayload} createdAt={record.createdAt} />,
        })),
      }}
      empty={
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
      }
    />
  );
}
