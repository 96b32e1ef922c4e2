import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TokenPurpose } from '#contract/enums';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { TokenProblem } from '@/features/auth/components/token-problem';
import { showMessage } from '@/ui/toasts/message-bus';
import { tokenSearch } from './-token-search';

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: z.object({ code: tokenSearch.shape.token, purpose: tokenSearch.shape.purpose }),
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
