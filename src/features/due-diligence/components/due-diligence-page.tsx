import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DUE_DILIGENCE_SORT_COLUMNS, DueDiligenceType } from '#contract/reference';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import { OnlineButton } from '@/ui/list/online-button';
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
  const [deleting, setDeleting] = useState<DueDiligenceType | null>(null);
  const deleteItem = useDeleteDueDiligenceType();

  const sortOptions: SortOption<DueDiligenceSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'name', label: t`Name` },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    // Success or refusal, the dialog has done its job; a refusal's warning comes from the central reporter.
    deleteItem.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  const page = items.data;
  const query = search.search;
  const deletingName = deleting?.name;
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
      table={<DueDiligenceTable items={page?.data} onEdit={(item) => setEditing({ item })} onDelete={setDeleting} />}
      empty={<EmptyState title={query ? <Trans>No due diligence matches "{query}"</Trans> : <Trans>No due diligence types yet</Trans>} />}
    >
      {editing ? <DueDiligenceFormDialog item={editing.item} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={deleteItem.isPending}
        title={<Trans>Delete due diligence</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deletingName ? <Trans>Delete {deletingName}? This cannot be undone.</Trans> : null}
      </ConfirmDialog>
    </ListPage>
  );
}
