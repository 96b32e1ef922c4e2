import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What a delete mutation offers the dialog (TanStack Query's `useMutation` with the record's id as variables). */
type DeleteMutation = {
  mutate: (id: number, options: { onSettled: () => void }) => void;
  isPending: boolean;
};

export type DeleteConfirmation<Row> = {
  /** The record the dialog asks about; null while it is closed. */
  row: Row | null;
  ask: (row: Row) => void;
  confirm: () => void;
  cancel: () => void;
  busy: boolean;
};

/** The state of a list's delete confirmation: which record is asked about, and the deletion itself. */
export function useDeleteConfirmation<Row extends { id: number }>(remove: DeleteMutation): DeleteConfirmation<Row> {
  const [row, setRow] = useState<Row | null>(null);
  return {
    row,
    ask: setRow,
    confirm: () => {
      if (!row) return;
      // Success or refusal, the dialog has done its job; a refusal's warning comes from the central reporter.
      remove.mutate(row.id, { onSettled: () => setRow(null) });
    },
    cancel: () => setRow(null),
    busy: remove.isPending,
  };
}

type DeleteConfirmDialogProps<Row> = {
  confirmation: DeleteConfirmation<Row>;
  title: ReactNode;
  /** The question, which names the record. */
  children: ReactNode;
};

/** "Delete role" and its question, with the danger look, open while a record is asked about. */
export function DeleteConfirmDialog<Row>({ confirmation, title, children }: DeleteConfirmDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={confirmation.row !== null}
      danger
      busy={confirmation.busy}
      title={title}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={confirmation.confirm}
      onCancel={confirmation.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
