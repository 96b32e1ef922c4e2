import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TokenPurpose } from '#contract/enums';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { TokenProblem } from '@/features/auth/components/token-problem';
import { showMessage } from '@/ui/toasts/message-bus';
import { optionalText, optionalTokenPurpose, type RawSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: (search: RawSearch) => ({ code: optionalText(search.code), purpose: optionalTokenPurpose(search.purpose) }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { code, purpose } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { t } = useLingui();
  if (!code) return <TokenProblem error={null} />;
  return (
    <ResetPasswordForm
      code={code}
      purpose={purpose ?? TokenPurpose.FORGET_PASSWORD}
      onDone={() => {
        showMessage({ intent: 'success', text: t`Your password has been reset. You can log in now.` });
        void navigate({ to: '/login', replace: true });
      }}
    />
  );
}
