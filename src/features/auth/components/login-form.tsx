import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/ui/form/form-alert';
import { LightPrimaryButton, LightTextField } from '@/ui/form/light-controls';
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

type Localize = (message: string, locale: ReturnType<typeof getLocale>, field: string) => string;

/**
 * Answers each field's first problem as the contract's message key, so it is rendered in whichever language is
 * active when shown, and the function that renders it.
 */
async function validate(values: LoginFields): Promise<{ errors: LoginErrors; localize: Localize }> {
  const [{ tokenRequestSchema }, { localizeIssue }] = await loadRules();
  const result = tokenRequestSchema.safeParse({ grant_type: 'password', ...values });
  const errors: LoginErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors, localize: localizeIssue };
}

/** Email and password (the token request's fields). Wrong credentials show the server's message in the form. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const styles = useFormLayout();
  const links = useLinkStyles();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginFields>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [localize, setLocalize] = useState<{ run: Localize } | null>(null);
  // One request with its pending and refused states: plain state is enough here, and keeps the mutation
  // machinery off the page every user loads first (docs/decisions/008-bundle-budgets.md).
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const change = (field: keyof LoginFields) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validate(values);
    setErrors(found.errors);
    setLocalize({ run: found.localize });
    if (Object.keys(found.errors).length > 0) return;
    setPending(true);
    setRefusal(null);
    try {
      await login(queryClient, values.username.trim(), values.password.trim());
      onSignedIn();
    } catch (error) {
      setRefusal(error);
      setPending(false);
    }
  };

  // useLingui above re-renders this form when the language changes, so messages follow it.
  const usernameError = errors.username && localize ? localize.run(errors.username, getLocale(), 'username') : undefined;
  const passwordError = errors.password && localize ? localize.run(errors.password, getLocale(), 'password') : undefined;
  return (
    <>
      <AuthHeading title={<Trans>Log in</Trans>}>
        <Trans>Welcome back. Log in with the email address your organisation registered for you.</Trans>
      </AuthHeading>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadRules()}>
        <FormAlert error={refusal} />
        <LightTextField
          label={t`Email`}
          name="username"
          type="email"
          autoComplete="username"
          dir="ltr"
          required
          value={values.username}
          onValueChange={change('username')}
          error={usernameError}
        />
        <LightTextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValueChange={change('password')}
          error={passwordError}
        />
        <div className={styles.actions}>
          <LightPrimaryButton type="submit" disabled={pending}>
            <Trans>Log in</Trans>
          </LightPrimaryButton>
          {/* Not preloaded: the submit button turning busy moves these links under a resting pointer, which fetched
              the forms' code (react-hook-form, zod) for a user who was signing in. They load on click. */}
          <Link to="/forgot-password" preload={false} className={links.link}>
            <Trans>Forgot password?</Trans>
          </Link>
          <Link to="/register" preload={false} className={links.link}>
            <Trans>Register your organisation</Trans>
          </Link>
        </div>
      </form>
    </>
  );
}
