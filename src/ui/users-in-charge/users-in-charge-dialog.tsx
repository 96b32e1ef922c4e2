import { Button, Combobox, Field, Option, Switch, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { usersInChargeInputSchema, type UserInCharge } from '#contract/programs';
import type { UserOption } from '#contract/users';
import type { OutboxRecord } from '@/offline/outbox';
import { useQueuedForm } from '@/offline/use-queued-form';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { useFieldMessage } from '@/ui/form/field-message';
import { FormRefusal } from '@/ui/form/form-refusal';
import { showFormError } from '@/ui/form/show-form-error';
import { useContractForm } from '@/ui/form/use-contract-form';
import {
  addUsers,
  canRemoveUser,
  nameOf,
  remainingUsers,
  removeUser,
  selectionFrom,
  setManager,
  type InChargeEntry,
} from './users-in-charge-selection';

const useStyles = makeStyles({
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
  title: ReactNode;
  /** The users in charge now. */
  selected: readonly UserInCharge[];
  /** The colleagues who may be put in charge; undefined while they load. */
  candidates: readonly UserOption[] | undefined;
  /** Users who cannot be removed (a grant's author), each with the reason the remove button's tooltip gives. */
  locked?: ReadonlyMap<number, string>;
  /** While the save runs the dialog stays open and its buttons are disabled. */
  busy?: boolean;
  onClose: () => void;
} & (
  | {
      /** Saves the list at once (a request); a rejection with per-field messages goes on the field, anything else becomes a toast. */
      onSave: (users: InChargeEntry[]) => Promise<unknown>;
      onQueue?: never;
    }
  | {
      /**
       * Queues the list in the outbox (Save then works offline too) and waits a moment for the server's answer: a
       * refusal stays in the dialog (decision 143).
       */
      onQueue: (users: InChargeEntry[]) => Promise<OutboxRecord>;
      onSave?: never;
    }
);

/**
 * A users-in-charge dialog (spec section 2), for grants and programs alike: the selected users, each with a
 * manager switch and a delete button, and a multi-select of the others. At least one must stay and locked users
 * (a grant's author) cannot be removed (spec section 5). Each feature fetches the users and saves the list.
 */
export function UsersInChargeDialog({
  title,
  selected,
  candidates,
  locked,
  busy = false,
  onSave,
  onQueue,
  onClose,
}: UsersInChargeDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const describe = useFieldMessage();
  const form = useContractForm(usersInChargeInputSchema, { users: selectionFrom(selected) });
  const { field, fieldState } = useController({ control: form.control, name: 'users' });
  // The contract coerces ids (positiveId), so the form's input type for admin_id is unknown: read it as a number.
  const selection: InChargeEntry[] = (field.value ?? []).map((entry) => ({ admin_id: Number(entry.admin_id), is_manager: entry.is_manager ?? false }));
  const [query, setQuery] = useState('');

  const change = (next: InChargeEntry[]) => field.onChange(next);
  const offered = remainingUsers(candidates ?? [], selection).filter((user) =>
    query ? user.name.toLocaleLowerCase().includes(query.toLocaleLowerCase()) : true,
  );
  const error = describe(fieldState.error?.message ?? fieldState.error?.root?.message, 'user');

  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async ({ users }) => {
    if (onQueue) await submitQueued(onQueue(users));
    else await onSave(users).catch((failure: unknown) => showFormError(form, failure));
  });

  return (
    <FormDialog
      title={title}
      busy={busy || form.formState.isSubmitting}
      worksOffline={onQueue !== undefined}
      onSubmit={submit}
      onClose={onClose}
      alert={<FormRefusal control={form.control} />}
    >
      <ul className={styles.list} aria-label={t`Selected users`}>
        {selection.map((entry) => {
          const name = nameOf(entry.admin_id, candidates, selected);
          const lockedBecause = canRemoveUser(selection, entry.admin_id)
            ? locked?.get(entry.admin_id)
            : t`At least one user must stay in charge`;
          return (
            <li key={entry.admin_id} className={styles.row}>
              <PersonAvatar name={name} size={28} aria-hidden />
              <Text className={styles.name}>{name}</Text>
              <Switch
                checked={entry.is_manager}
                label={t`Manager`}
                aria-label={t`${name} is a manager`}
                onChange={(_, data) => change(setManager(selection, entry.admin_id, data.checked))}
              />
              <Tooltip content={lockedBecause ?? t`Remove ${name}`} relationship={lockedBecause ? 'description' : 'label'}>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t`Remove ${name}`}
                  disabledFocusable={lockedBecause !== undefined}
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
          disabled={!candidates}
          placeholder={candidates ? t`Type a name` : t`Loading users…`}
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
    </FormDialog>
  );
}
