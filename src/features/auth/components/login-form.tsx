import { Button, Field, Input } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/ui/form/form-alert';
import { useLinkStyles } from '@/ui/link-styles';
import { getLocale } from '@/lib/i18n';
import { login } from '../api/login';
import { AuthHeading } from './auth-heading';
import { useFormLayout } from './form-layout';

type LoginFields = { username: string; password: string };
type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * The contract's token-request schema and message table, fetched when the user first reaches for the form
 * rather than with the page: the login page is the one page every user loads, often on a slow link
 * (docs/decisions/008-bundle-budgets.md).
 */
const loadRules = () => Promise.all([import('#contract/auth'), import('#contract/messages')]);

/** Answers each field's first problem, already in the user's language. */
async function validate(values: LoginFields): Promise<LoginErrors> {
  const [{ tokenRequestSchema }, { localizeIssue }] = await loadRules();
  const result = tokenRequestSchema.safeParse({ grant_type: 'password', ...values });
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = localizeIssue(issue.message, getLocale(), field);
  }
  return errors;
}

/** Email and password (the token request's fields). Wrong credentials show the server's message in the form. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const styles = useFormLayout();
  const links = useLinkStyles();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginFields>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const signIn = useMutation({
    mutationFn: ({ username, password }: LoginFields) => login(queryClient, username.trim(), password.trim()),
    meta: { silentErrors: true },
    onSuccess: onSignedIn,
  });

  const change = (field: keyof LoginFields) => (_: unknown, data: { value: string }) => {
    setValues((previous) => ({ ...previous, [field]: data.value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) signIn.mutate(values);
  };

  const usernameError = errors.username;
  const passwordError = errors.password;
  return (
    <>
      <AuthHeading title={<Trans>Log in</Trans>}>
        <Trans>Welcome back. Log in with the email address your organisation registered for you.</Trans>
      </AuthHeading>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadRules()}>
        <FormAlert error={signIn.error} />
        <Field label={t`Email`} required validationMessage={usernameError} validationState={usernameError ? 'error' : 'none'}>
          <Input name="username" type="email" autoComplete="username" dir="ltr" value={values.username} onChange={change('username')} />
        </Field>
        <Field label={t`Password`} required validationMessage={passwordError} validationState={passwordError ? 'error' : 'none'}>
          <Input name="password" type="password" autoComplete="current-password" value={values.password} onChange={change('password')} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={signIn.isPending}>
            <Trans>Log in</Trans>
          </Button>
          <Link to="/forgot-password" className={links.link}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
      </form>
    </>
  );
}
