import {
  Avatar,
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Option,
  Switch,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { usersInChargeInputSchema, type UserInCharge } from '#contract/programs';
import type { UserOption } from '#contract/users';
import { useFieldMessage } from '@/ui/form/field-message';
import { showFormError } from '@/ui/form/show-form-error';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { useUpdateProgramUsersInCharge } from '../api/update-users-in-charge';
import {
  addUsers,
  canRemoveUser,
  nameOf,
  remainingUsers,
  removeUser,
  selectionFrom,
  setManager,
  type InChargeEntry,
} from '../users-in-charge-selection';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  combobox: { minWidth: '100%' },
});

type UsersInChargeDialogProps = {
  programId: number;
  programTitle: string;
  /** The users in charge now. */
  current: readonly UserInCharge[];
  /** The funder's users; undefined while they load. */
  users: readonly UserOption[] | undefined;
  onClose: () => void;
};

/**
 * The users in charge of an initiative (spec section 2): the selected users, each with a manager switch and a
 * delete button, and a multi-select of the others. At least one must stay (spec section 5).
 */
export function UsersInChargeDialog({ programId, programTitle, current, users, onClose }: UsersInChargeDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const describe = useFieldMessage();
  const form = useContractForm(usersInChargeInputSchema, { users: selectionFrom(current) });
  const { field, fieldState } = useController({ control: form.control, name: 'users' });
  // The contract coerces ids (positiveId), so the form's input type for admin_id is unknown: read it as a number.
  const selection: InChargeEntry[] = (field.value ?? []).map((entry) => ({ admin_id: Number(entry.admin_id), is_manager: entry.is_manager ?? false }));
  const [query, setQuery] = useState('');
  const save = useUpdateProgramUsersInCharge();

  const change = (next: InChargeEntry[]) => field.onChange(next);
  const offered = remainingUsers(users ?? [], selection).filter((user) =>
    query ? user.name.toLocaleLowerCase().includes(query.toLocaleLowerCase()) : true,
  );
  const error = describe(fieldState.error?.message ?? fieldState.error?.root?.message, 'user');

  const submit = form.handleSubmit((values) =>
    save.mutate({ programId, ...values }, { onSuccess: onClose, onError: (failure) => showFormError(form, failure) }),
  );

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || save.isPending ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>
              <Trans>Users in charge of {programTitle}</Trans>
            </DialogTitle>
            <DialogContent className={styles.form}>
              <ul className={styles.list} aria-label={t`Selected users`}>
                {selection.map((entry) => {
                  const name = nameOf(entry.admin_id, users, current);
                  const removable = canRemoveUser(selection, entry.admin_id);
                  return (
                    <li key={entry.admin_id} className={styles.row}>
                      <Avatar name={name} size={28} aria-hidden />
                      <Text className={styles.name}>{name}</Text>
                      <Switch
                        checked={entry.is_manager}
                        label={t`Manager`}
                        aria-label={t`${name} is a manager`}
                        onChange={(_, data) => change(setManager(selection, entry.admin_id, data.checked))}
                      />
                      <Tooltip
                        content={removable ? t`Remove ${name}` : t`At least one user must stay in charge`}
                        relationship="label"
                      >
                        <Button
                          appearance="subtle"
                          icon={<DeleteRegular />}
                          disabledFocusable={!removable}
                          onClick={() => change(removeUser(selection, entry.admin_id))}
                        />
                      </Tooltip>
                    </li>
                  );
                })}
              </ul>
              <Field label={t`Add users`} validationMessage={error} validationState={error ? 'error' : 'none'}>
                <Combobox
                  className={styles.combobox}
                  multiselect
                  freeform
                  disabled={!users}
                  placeholder={users ? t`Type a name` : t`Loading users…`}
                  value={query}
                  selectedOptions={[]}
                  onChange={(event) => setQuery(event.target.value)}
                  onOptionSelect={(_, data) => {
                    if (data.optionValue) change(addUsers(selection, [Number(data.optionValue)]));
                    setQuery('');
                  }}
                >
                  {offered.length === 0 ? (
                    <Option disabled value="" text="">
                      {t`No other users`}
                    </Option>
                  ) : (
                    offered.map((user) => (
                      <Option key={user.id} value={String(user.id)} text={user.name}>
                        {user.name}
                      </Option>
                    ))
                  )}
                </Combobox>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={save.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <OnlineButton appearance="primary" type="submit" disabled={save.isPending}>
                <Trans>Save</Trans>
              </OnlineButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
