import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PROGRAM_SORT_COLUMNS, Program } from '#contract/programs';
import type { UserOption } from '#contract/users';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/ui/dialogs/delete-confirm-dialog';
import { OnlineButton } from '@/ui/list/online-button';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { useDeleteProgram } from '../api/delete-program';
import { programsQuery } from '../api/get-programs';
import type { ProgramListQuery } from '../api/program-keys';
import type { ProgramAction } from './program-actions-menu';
import { ProgramFormDialog } from './program-form-dialog';
import { ProgramsTable } from './programs-table';
import { ProgramUsersInChargeDialog } from './program-users-in-charge-dialog';

type ProgramSortColumn = (typeof PROGRAM_SORT_COLUMNS)[number];

type ProgramsPageProps = {
  search: ProgramListQuery;
  onSearchChange: (patch: Partial<ProgramListQuery>) => void;
  /** The funder's users for the manager and users-in-charge pickers; undefined while they load. */
  users: readonly UserOption[] | undefined;
};

type OpenDialog = { kind: 'form'; program?: Program } | { kind: 'users'; program: Program } | null;

/** Initiatives: search, sort and page through the funder's programs; add, edit, staff and delete them. */
export function ProgramsPage({ search, onSearchChange, users }: ProgramsPageProps) {
  const { t } = useLingui();
  const programs = useQuery({ ...programsQuery(search), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const deletion = useDeleteConfirmation<Program>(useDeleteProgram());

  const sortOptions: SortOption<ProgramSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'title', label: t`Title` },
  ];

  const onAction = (action: ProgramAction, program: Program) => {
    if (action === 'edit') setDialog({ kind: 'form', program });
    else if (action === 'users') setDialog({ kind: 'users', program });
    else deletion.ask(program);
  };

  const query = search.search;
  const deletingTitle = deletion.row?.title;
  return (
    <ListPage
      titleId="programs-title"
      title={<Trans>Initiatives</Trans>}
      list={programs}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search initiatives`}
      sortOptions={sortOptions}
      action={
        <OnlineButton appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'form' })}>
          <Trans>New initiative</Trans>
        </OnlineButton>
      }
      table={<ProgramsTable programs={programs.data?.data} onAction={onAction} />}
      empty={<EmptyState title={query ? <Trans>No initiative matches "{query}"</Trans> : <Trans>No initiatives yet</Trans>} />}
    >
      {dialog?.kind === 'form' ? <ProgramFormDialog program={dialog.program} users={users} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'users' ? (
        <ProgramUsersInChargeDialog
          programId={dialog.program.id}
          programTitle={dialog.program.title}
          current={dialog.program.users}
          users={users}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <DeleteConfirmDialog confirmation={deletion} title={<Trans>Delete initiative</Trans>}>
        {deletingTitle ? <Trans>Delete {deletingTitle}? This cannot be undone.</Trans> : null}
      </DeleteConfirmDialog>
    </ListPage>
  );
}
