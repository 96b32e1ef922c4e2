import { Badge, Body1, Button, Dropdown, Option, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, PersonAddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NGO_ROLES, isNgoRole } from '#contract/partner';
import type { OrganisationUser } from '#contract/partner-organisation';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { useMinimumDuration } from '@/ui/loading';
import { OnlineButton } from '@/ui/list/online-button';
import { colleaguesQuery, useChangeColleagueRole, useRemoveColleague } from '../api/colleagues';
import { NGO_ROLE_LABELS } from '../ngo-role-labels';
import { InviteColleagueDialog } from './invite-colleague-dialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  role: { minWidth: '180px' },
});

const LOADING_ROWS = 3;

type OrganisationUsersProps = {
  /** Admins invite, change roles and remove; members read the list. */
  canEdit: boolean;
  /** The signed-in user, who cannot remove themself. */
  meId: number | undefined;
};

/** The users tab: the organisation's colleagues, with their role and whether they have set up their account. */
export function OrganisationUsers({ canEdit, meId }: OrganisationUsersProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const users = useQuery(colleaguesQuery());
  const rows = users.data;
  const loading = useMinimumDuration(rows === undefined);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<OrganisationUser | null>(null);
  const changeRole = useChangeColleagueRole();
  const remove = useRemoveColleague();
  const columns = canEdit ? 5 : 4;
  return (
    <div className={styles.page}>
      {canEdit ? (
        <div className={styles.toolbar}>
          <OnlineButton appearance="primary" icon={<PersonAddRegular />} onClick={() => setInviting(true)}>
            <Trans>Invite a colleague</Trans>
          </OnlineButton>
        </div>
      ) : null}
      {users.isError && !rows ? (
        <SectionLoadError error={users.error} />
      ) : rows && rows.length === 0 ? (
        <Body1 as="p">
          <Trans>No users yet.</Trans>
        </Body1>
      ) : (
        <Table aria-label={t`Users`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Name</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Email</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Role</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Status</Trans>
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
              rows.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>
                    <span dir="auto">{user.name}</span>
                  </TableCell>
                  <TableCell>
                    <span dir="ltr">{user.email}</span>
                  </TableCell>
                  <TableCell>
                    {canEdit ? (
                      <Dropdown
                        className={styles.role}
                        aria-label={t`Role of ${user.name}`}
                        value={i18n._(NGO_ROLE_LABELS[user.ngo_role])}
                        selectedOptions={[user.ngo_role]}
                        disabled={changeRole.isPending}
                        onOptionSelect={(_, data) => {
                          if (isNgoRole(data.optionValue) && data.optionValue !== user.ngo_role) changeRole.mutate({ id: user.id, role: data.optionValue });
                        }}
                      >
                        {NGO_ROLES.map((value) => (
                          <Option key={value} value={value}>
                            {i18n._(NGO_ROLE_LABELS[value])}
                          </Option>
                        ))}
                      </Dropdown>
                    ) : (
                      i18n._(NGO_ROLE_LABELS[user.ngo_role])
                    )}
                  </TableCell>
                  <TableCell>
                    {user.active ? (
                      <Badge appearance="tint" color="success">
                        <Trans>Active</Trans>
                      </Badge>
                    ) : (
                      <Badge appearance="tint" color="warning">
                        <Trans>Invited</Trans>
                      </Badge>
                    )}
                  </TableCell>
                  {canEdit ? (
                    <TableCell>
                      {user.id === meId ? null : (
                        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t`Remove ${user.name}`} onClick={() => setRemoving(user)} />
                      )}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      {inviting ? <InviteColleagueDialog onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={<Trans>Remove user</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      >
        <Trans>Remove {removing?.name ?? ''} from the organisation? They can no longer sign in.</Trans>
      </ConfirmDialog>
    </div>
  );
}
