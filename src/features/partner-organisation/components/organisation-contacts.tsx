import { Body1, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NgoContact } from '#contract/ngos';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { useMinimumDuration } from '@/ui/loading';
import { OnlineButton } from '@/ui/list/online-button';
import { contactsQuery, useDeleteContact } from '../api/contacts';
import { ContactDialog } from './contact-dialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const LOADING_ROWS = 3;

type Editing = { contact: NgoContact | null } | null;

/** The contacts tab: the organisation's people; its admins add, edit and delete them. */
export function OrganisationContacts({ canEdit }: { canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const contacts = useQuery(contactsQuery());
  const rows = contacts.data;
  const loading = useMinimumDuration(rows === undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NgoContact | null>(null);
  const remove = useDeleteContact();
  const columns = canEdit ? 5 : 4;
  return (
    <div className={styles.page}>
      {canEdit ? (
        <div className={styles.toolbar}>
          <OnlineButton appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ contact: null })}>
            <Trans>Add contact</Trans>
          </OnlineButton>
        </div>
      ) : null}
      {contacts.isError && !rows ? (
        <SectionLoadError error={contacts.error} />
      ) : rows && rows.length === 0 ? (
        <Body1 as="p">
          <Trans>No contacts on file.</Trans>
        </Body1>
      ) : (
        <Table aria-label={t`Contacts`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Name</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Position</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Email</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Phone</Trans>
              </TableHeaderCell>
              {canEdit ? (
                <TableHeaderCell>
                  <Trans>Actions</Trans>
                </TableHeaderCell>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading || rows === undefined ? (
              <SkeletonTableRows columns={columns} rows={LOADING_ROWS} />
            ) : (
              rows.map((contact) => (
                <TableRow key={contact.id}>
                  <TableCell>
                    <span dir="auto">{contact.name}</span>
                  </TableCell>
                  <TableCell>
                    <span dir="auto">{contact.position}</span>
                  </TableCell>
                  <TableCell>
                    <span dir="ltr">{contact.email}</span>
                  </TableCell>
                  <TableCell>
                    <span dir="ltr">{contact.phone}</span>
                  </TableCell>
                  {canEdit ? (
                    <TableCell>
                      <div className={styles.actions}>
                        <Button appearance="subtle" icon={<EditRegular />} aria-label={t`Edit ${contact.name}`} onClick={() => setEditing({ contact })} />
                        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t`Delete ${contact.name}`} onClick={() => setDeleting(contact)} />
                      </div>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      {editing ? <ContactDialog contact={editing.contact} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={<Trans>Delete contact</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      >
        <Trans>Delete {deleting?.name ?? ''} from the organisation's contacts?</Trans>
      </ConfirmDialog>
    </div>
  );
}
