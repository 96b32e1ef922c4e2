import { Button, Spinner } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCredentialsSchema, type SetCredentialsInput } from '#contract/auth';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import { FormAlert } from '@/ui/form/form-alert';
import { passwordStrengthIssue } from '@/lib/password-strength';
import { startSession } from '../api/login';
import { setCredentials } from '../api/set-credentials';
import { AuthHeading } from './auth-heading';
import { useFormLayout } from './form-layout';
import { PasswordPairFields } from './password-pair-fields';

/** An invited user (or a new funder's first administrator) chooses a password and is signed in by the answer. */
export function SetupAccountForm({ token, onDone }: { token: string; onDone: () => void }) {
  const styles = useFormLayout();
  const queryClient = useQueryClient();
  const form = useContractForm(setCredentialsSchema, { token, password: '', confirm_password: '' });
  const save = useMutation({
    mutationFn: (input: SetCredentialsInput) => setCredentials(input),
    meta: { silentErrors: true },
    onSuccess: (answer) => {
      startSession(queryClient, answer);
      onDone();
    },
    onError: (error) => applyServerErrors(form, error),
  });
  return (
    <>
      <AuthHeading title={<Trans>Set up your account</Trans>}>
        <Trans>Choose the password you will log in with.</Trans>
      </AuthHeading>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const weakness = await passwordStrengthIssue(values.password, 'password');
          if (weakness) form.setError('password', { type: 'strength', message: weakness }, { shouldFocus: true });
          else save.mutate(values);
        })}
      >
        <FormAlert error={save.error} fields={Object.keys(form.getValues())} />
        <PasswordPairFields control={form.control} />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            <Trans>Save and continue</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
