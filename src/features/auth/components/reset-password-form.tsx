import { Button, Spinner } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { resetPasswordSchema, type ResetPasswordInput } from '#contract/auth';
import type { TokenPurpose } from '#contract/enums';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import { FormAlert } from '@/ui/form/form-alert';
import { passwordStrengthIssue } from '@/lib/password-strength';
import { resetPassword } from '../api/reset-password';
import { AuthHeading } from './auth-heading';
import { useFormLayout } from './form-layout';
import { PasswordPairFields } from './password-pair-fields';

export function ResetPasswordForm({ code, purpose, onDone }: { code: string; purpose: TokenPurpose; onDone: () => void }) {
  const styles = useFormLayout();
  const form = useContractForm(resetPasswordSchema, { code, purpose, password: '', confirm_password: '' });
  const reset = useMutation({
    mutationFn: (input: ResetPasswordInput) => resetPassword(input),
    meta: { silentErrors: true },
    onSuccess: onDone,
    onError: (error) => applyServerErrors(form, error),
  });
  return (
    <>
      <AuthHeading title={<Trans>Choose a new password</Trans>}>
        <Trans>Type your new password twice. You will use it the next time you log in.</Trans>
      </AuthHeading>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const weakness = await passwordStrengthIssue(values.password, 'password');
          if (weakness) form.setError('password', { type: 'strength', message: weakness }, { shouldFocus: true });
          else reset.mutate(values);
        })}
      >
        <FormAlert error={reset.error} fields={Object.keys(form.getValues())} />
        <PasswordPairFields control={form.control} />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={reset.isPending} icon={reset.isPending ? <Spinner size="tiny" /> : undefined}>
            <Trans>Reset password</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
