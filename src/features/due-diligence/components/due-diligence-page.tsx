import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DUE_DILIGENCE_SORT_COLUMNS, DueDiligenceType } from '#contract/reference';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/ui/dialogs/delete-confirm-dialog';
import { OnlineButton } from '@/ui/list/online-button';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { useDeleteDueDiligenceType } from '../api/delete-due-diligence-type';
import type { DueDiligenceListQuery } from '../api/due-diligence-keys';
import { dueDiligenceTypesQuery } from '../api/get-due-diligence-types';
import { DueDiligenceFormDialog } from './due-diligence-form-dialog';
import { DueDiligenceTable } from './due-diligence-table';

type DueDiligenceSortColumn = (typeof DUE_DILIGENCE_SORT_COLUMNS)[number];

type DueDiligencePageProps = {
  search: DueDiligenceListQuery;
  onSearchChange: (patch: Partial<DueDiligenceListQuery>) => void;
};

/** Settings → Due diligence: the checks the funder can require of a grant's applicants. */
export function DueDiligencePage({ search, onSearchChange }: DueDiligencePageProps) {
  const { t } = useLingui();
  const items = useQuery({ ...dueDiligenceTypesQuery(search), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<{ item?: DueDiligenceType } | null>(null);
  const deletion = useDeleteConfirmation<DueDiligenceType>(useDeleteDueDiligenceType());

  const sortOptions: SortOption<DueDiligenceSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'name', label: t`Name` },
  ];

  const query = search.search;
  const deletingName = deletion.row?.name;
  return (
    <ListPage
      titleId="due-diligence-title"
      title={<Trans>Due diligence</Trans>}
      intro={
        <Trans>The checks a grant can require of the organizations that apply, such as audited accounts or a registration certificate.</Trans>
      }
      list={items}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search due diligence`}
      sortOptions={sortOptions}
      action={
        <OnlineButton appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
          <Trans>Add due diligence</Trans>
        </OnlineButton>
      }
      table={<DueDiligenceTable items={items.data?.data} onEdit={(item) => setEditing({ item })} onDelete={deletion.ask} />}
      empty={<EmptyState title={query ? <Trans>No due diligence matches "{query}"</Trans> : <Trans>No due diligence types yet</Trans>} />}
    >
      {editing ? <DueDiligenceFormDialog item={editing.item} onClose={() => setEditing(null)} /> : null}
      <DeleteConfirmDialog confirmation={deletion} title={<Trans>Delete due diligence</Trans>}>
        {deletingName ? <Trans>Delete {deletingName}? This cannot be undone.</Trans> : null}
      </DeleteConfirmDialog>
    </ListPage>
  );
}
