import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { changePasswordSchema } from '#contract/auth';
import { PASSWORD_MIN_LENGTH } from '#contract/constants';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import { TextField } from '@/ui/form/text-field';
import { FormAlert } from '@/ui/form/form-alert';
import { showMessage } from '@/ui/toasts/message-bus';
import { passwordStrengthIssue, preloadPasswordStrength } from '@/lib/password-strength';
import { useChangePassword } from '../api/change-password';

/** Spec section 9: dialogs are 600 wide. */
const useStyles = makeStyles({
  surface: { maxWidth: '600px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * "Change password" from the settings menu. A refusal (wrong current password) stays in the dialog; the
 * legacy product swallowed it and closed: docs/decisions/032-account-dialogs-show-errors.md.
 */
export function ChangePasswordDialog({ open, onClose, me }: { open: boolean; onClose: () => void; me?: { name: string; email: string } }) {
  // Mounted only while open, so each opening starts from the saved values.
  if (!open) return null;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <ChangePasswordSurface onClose={onClose} personal={me ? [me.name, me.email] : []} />
    </Dialog>
  );
}

function ChangePasswordSurface({ onClose, personal }: { onClose: () => void; personal: readonly string[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(changePasswordSchema, { OldPassword: '', NewPassword: '', ConfirmPassword: '' });
  const change = useChangePassword();
  // The strength rule's dictionaries, fetched while the user types rather than at submit.
  useEffect(preloadPasswordStrength, []);
  return (
    <DialogSurface className={styles.surface}>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const weakness = await passwordStrengthIssue(values.NewPassword, 'NewPassword', personal);
          if (weakness) {
            form.setError('NewPassword', { type: 'strength', message: weakness }, { shouldFocus: true });
            return;
          }
          change.mutate(values, {
            onSuccess: () => {
              showMessage({ intent: 'success', text: t`Your password has been changed. Your other devices have been signed out.` });
              onClose();
            },
            onError: (error) => applyServerErrors(form, error),
          });
        })}
      >
        <DialogBody>
          <DialogTitle>
            <Trans>Change password</Trans>
          </DialogTitle>
          <DialogContent className={styles.content}>
            <FormAlert error={change.error} fields={Object.keys(form.getValues())} />
            <TextField control={form.control} name="OldPassword" label={t`Current password`} type="password" autoComplete="current-password" required autoFocus />
            <TextField
              control={form.control}
              name="NewPassword"
              label={t`New password`}
              type="password"
              autoComplete="new-password"
              required
              hint={t`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember.`}
            />
            <TextField control={form.control} name="ConfirmPassword" label={t`Confirm password`} type="password" autoComplete="new-password" required />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={change.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" appearance="primary" disabled={change.isPending} icon={change.isPending ? <Spinner size="tiny" /> : undefined}>
              <Trans>Change password</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
