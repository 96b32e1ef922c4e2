import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '#contract/constants';
import { TextField } from '@/ui/form/text-field';
import { preloadPasswordStrength } from '@/lib/password-strength';

type PasswordPair = { password: string; confirm_password: string };

/**
 * New password and its confirmation: the reset and account set-up schemas share these names and the
 * "Password must match!" rule.
 */
export function PasswordPairFields<Values extends PasswordPair>({ control }: { control: Control<Values, unknown, FieldValues> }) {
  const { t } = useLingui();
  // The strength rule's dictionaries, fetched while the user types rather than at submit.
  useEffect(preloadPasswordStrength, []);
  return (
    <>
      <TextField
        control={control}
        name={'password' as FieldPath<Values>}
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember.`}
      />
      <TextField
        control={control}
        name={'confirm_password' as FieldPath<Values>}
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
