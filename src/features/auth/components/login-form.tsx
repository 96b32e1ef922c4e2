import { Button, Spinner } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { tokenRequestSchema } from '#contract/auth';
import { useContractForm } from '@/ui/form/use-contract-form';
import { TextField } from '@/ui/form/text-field';
import { FormAlert } from '@/ui/shell/form-alert';
import { login } from '../api/login';
import { AuthHeading } from './auth-heading';
import { useFormLayout } from './form-layout';

/** Email and password (the token request's fields). Wrong credentials show the server's message in the form. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const styles = useFormLayout();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useContractForm(tokenRequestSchema, { grant_type: 'password', username: '', password: '' });
  const signIn = useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) => login(queryClient, username, password),
    meta: { silentErrors: true },
    onSuccess: onSignedIn,
  });

  return (
    <>
      <AuthHeading title={<Trans>Log in</Trans>}>
        <Trans>Welcome back. Log in with the email address your organisation registered for you.</Trans>
      </AuthHeading>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
        <FormAlert error={signIn.error} />
        <TextField control={form.control} name="username" label={t`Email`} type="email" autoComplete="username" required dir="ltr" />
        <TextField control={form.control} name="password" label={t`Password`} type="password" autoComplete="current-password" required />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={signIn.isPending} icon={signIn.isPending ? <Spinner size="tiny" /> : undefined}>
            <Trans>Log in</Trans>
          </Button>
          <Link to="/forgot-password">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
      </form>
    </>
  );
}
