import { Button, Spinner } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordQuerySchema } from '#contract/auth';
import { useContractForm } from '@/ui/form/use-contract-form';
import { TextField } from '@/ui/form/text-field';
import { FormAlert } from '@/ui/form/form-alert';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthHeading } from './auth-heading';
import { useFormLayout } from './form-layout';

export function ForgotPasswordForm({ email = '', onSent }: { email?: string; onSent: (email: string) => void }) {
  const styles = useFormLayout();
  const { t } = useLingui();
  const form = useContractForm(forgotPasswordQuerySchema, { email });
  const send = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address),
    meta: { silentErrors: true },
    onSuccess: (_answer, address) => onSent(address),
  });
  return (
    <>
      <AuthHeading title={<Trans>Forgot your password?</Trans>}>
        <Trans>Enter the email address of your account. We will send you a link to choose a new password.</Trans>
      </AuthHeading>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(({ email: address }) => send.mutate(address))}>
        <FormAlert error={send.error} />
        <TextField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" required dir="ltr" autoFocus />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={send.isPending} icon={send.isPending ? <Spinner size="tiny" /> : undefined}>
            <Trans>Send the link</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
