import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Switch,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Grant } from '#contract/grants';
import { usersInChargeInputSchema, type UserInCharge } from '#contract/programs';
import { userOptionsQuery } from '@/features/reference/api/get-user-options';
import { useFieldMessage } from '@/ui/form/field-message';
import { queueUpdateUsersInCharge } from '../api/update-users-in-charge';
import { OptionTagPicker } from './option-tag-picker';
import { runQueued } from './run-queued';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1, minWidth: 0 },
});

type UsersInChargeDialogProps = { grant: Grant; onClose: () => void };

/**
 * The grant users-in-charge dialog (spec section 2): the selected users, each with a manager switch and a
 * delete button, and a picker of the remaining colleagues. At least one stays; the author cannot be removed.
 */
export function UsersInChargeDialog({ grant, onClose }: UsersInChargeDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const describe = useFieldMessage();
  const colleagues = useQuery(userOptionsQuery());
  const [users, setUsers] = useState<UserInCharge[]>(grant.users_in_charge);
  const [problem, setProblem] = useState<string | undefined>();

  const chosen = new Set(users.map((user) => user.admin_id));
  const remaining = (colleagues.data ?? [])
    .filter((colleague) => !chosen.has(colleague.id))
    .map((colleague) => ({ id: colleague.id, label: colleague.name, secondary: colleague.email }));

  const add = (ids: number[]) => {
    const added = (colleagues.data ?? [])
      .filter((colleague) => ids.includes(colleague.id) && !chosen.has(colleague.id))
      .map((colleague) => ({ admin_id: colleague.id, name: colleague.name, is_manager: false }));
    setUsers((current) => [...current, ...added]);
    setProblem(undefined);
  };

  const save = async () => {
    const checked = usersInChargeInputSchema.safeParse({ users });
    if (!checked.success) {
      setProblem(describe(checked.error.issues[0]?.message, 'user'));
      return;
    }
    if (await runQueued(queueUpdateUsersInCharge(grant, users))) onClose();
  };

  const authorNote = t`The author of the grant cannot be removed`;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <Trans>Users in charge</Trans>
          </DialogTitle>
          <DialogContent className={styles.content}>
            <ul className={styles.list} aria-label={t`Users in charge`}>
              {users.map((user) => {
                const name = user.name;
                const isAuthor = user.admin_id === grant.created_by;
                const remove = (
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t`Remove ${name}`}
                    disabledFocusable={isAuthor}
                    onClick={() => setUsers((current) => current.filter((other) => other.admin_id !== user.admin_id))}
                  />
                );
                return (
                  <li key={user.admin_id} className={styles.row}>
                    <Avatar name={name} size={32} />
                    <span className={styles.name}>{name}</span>
                    <Switch
                      label={t`Manager`}
                      checked={user.is_manager}
                      onChange={(_, data) =>
                        setUsers((current) =>
                          current.map((other) => (other.admin_id === user.admin_id ? { ...other, is_manager: data.checked } : other)),
                        )
                      }
                    />
                    {isAuthor ? (
                      <Tooltip content={authorNote} relationship="description">
                        {remove}
                      </Tooltip>
                    ) : (
                      remove
                    )}
                  </li>
                );
              })}
            </ul>
            <OptionTagPicker label={t`Add users`} options={remaining} selected={[]} onChange={add} showTags={false} />
            {problem ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button appearance="primary" onClick={() => void save()}>
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
