import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DUE_DILIGENCE_SORT_COLUMNS, DueDiligenceType } from '#contract/reference';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { ListSearchBox } from '@/ui/list/list-search-box';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { OnlineButton } from '@/ui/list/online-button';
import { Pager } from '@/ui/list/pager';
import { SortSelector, type SortOption } from '@/ui/list/sort-selector';
import { useDeleteDueDiligenceType } from '../api/delete-due-diligence-type';
import type { DueDiligenceListQuery } from '../api/due-diligence-keys';
import { dueDiligenceTypesQuery } from '../api/get-due-diligence-types';
import { DueDiligenceFormDialog } from './due-diligence-form-dialog';
import { DueDiligenceTable } from './due-diligence-table';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  intro: { display: 'block', color: tokens.colorNeutralForeground2, marginBlock: `${tokens.spacingVerticalXS} ${tokens.spacingVerticalM}` },
});

type DueDiligenceSortColumn = (typeof DUE_DILIGENCE_SORT_COLUMNS)[number];

type DueDiligencePageProps = {
  search: DueDiligenceListQuery;
  onSearchChange: (patch: Partial<DueDiligenceListQuery>) => void;
};

/** Settings → Due diligence: the checks the funder can require of a grant's applicants. */
export function DueDiligencePage({ search, onSearchChange }: DueDiligencePageProps) {
  const styles = useStyles();
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
    <section aria-labelledby="due-diligence-title">
      <div className={styles.header}>
        <Title2 as="h1" id="due-diligence-title">
          <Trans>Due diligence</Trans>
        </Title2>
        {page ? <FreshnessNote dataUpdatedAt={items.dataUpdatedAt} isFetching={items.isFetching} /> : null}
      </div>
      <Body1 as="p" className={styles.intro}>
        <Trans>The checks a grant can require of the organizations that apply, such as audited accounts or a registration certificate.</Trans>
      </Body1>
      <ListToolbar
        filters={
          <>
            <ListSearchBox value={search.search} onSearch={(text) => onSearchChange({ search: text, page: 1 })} label={t`Search due diligence`} />
            <SortSelector
              options={sortOptions}
              orderBy={search.order_by}
              isDesc={search.is_desc}
              onChange={(sort) => onSearchChange({ ...sort, page: 1 })}
            />
          </>
        }
        actions={
          <OnlineButton appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
            <Trans>Add due diligence</Trans>
          </OnlineButton>
        }
      />
      <DueDiligenceTable items={page?.data} onEdit={(item) => setEditing({ item })} onDelete={setDeleting} />
      {page && page.data.length === 0 ? (
        <EmptyState title={query ? <Trans>No due diligence matches "{query}"</Trans> : <Trans>No due diligence types yet</Trans>} />
      ) : null}
      {page ? <Pager page={search.page} rows={search.rows} total={page.total} onChange={onSearchChange} /> : null}

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
    </section>
  );
}
