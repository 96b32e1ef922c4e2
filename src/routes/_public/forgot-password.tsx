import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { emailSearch } from './-token-search';

export const Route = createFileRoute('/_public/forgot-password')({
  validateSearch: emailSearch,
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { email } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ForgotPasswordForm email={email} onSent={(address) => void navigate({ to: '/check-inbox', search: { email: address } })} />;
}
