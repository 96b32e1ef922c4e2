import { Button } from '@fluentui/react-components';
import { BuildingPeopleRegular, MailAddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { ngosQuery } from '../api/get-ngos';
import type { NgoListQuery, NgoSortColumn } from '../api/ngo-keys';
import { CountryFilter } from './country-filter';
import { InviteOrganisationDialog } from './invite-organisation-dialog';
import { NgoCard } from './ngo-card';

type NgosPageProps = {
  search: NgoListQuery;
  onSearchChange: (patch: Partial<NgoListQuery>) => void;
  /** Staff with manage_grants invite organisations (docs/decisions/192-organisation-registration.md). */
  canInvite?: boolean;
};

/** /ngos: the organisations that applied to the funder's grants, as cards, with search, country, sort and paging. */
export function NgosPage({ search, onSearchChange, canInvite = false }: NgosPageProps) {
  const [inviting, setInviting] = useState(false);
  const { t } = useLingui();
  const ngos = useQuery({ ...ngosQuery(search), placeholderData: keepPreviousData });

  const sortOptions: SortOption<NgoSortColumn>[] = [
    { value: 'created_at', label: t`Registered on` },
    { value: 'name', label: t`Name` },
    { value: 'proposals_count', label: t`Proposals` },
  ];

  const query = search.search;
  return (
    <ListPage
      titleId="ngos-title"
      title={<Trans>Organizations</Trans>}
      list={ngos}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search organizations`}
      filters={<CountryFilter value={search.country_id} onChange={(countryId) => onSearchChange({ country_id: countryId, page: 1 })} />}
      sortOptions={sortOptions}
      action={
        canInvite ? (
          <Button appearance="primary" icon={<MailAddRegular />} onClick={() => setInviting(true)}>
            <Trans>Invite an organisation</Trans>
          </Button>
        ) : null
      }
      cards={{ label: t`Organizations`, layout: 'grid', renderCard: (ngo) => <NgoCard ngo={ngo} /> }}
      empty={
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
      }
    >
      {inviting ? <InviteOrganisationDialog onClose={() => setInviting(false)} /> : null}
    </ListPage>
  );
}
