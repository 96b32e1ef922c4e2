import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const Route = createFileRoute('/_public/forgot-password')({
  validateSearch: z.object({ email: z.string().optional().catch(undefined) }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { email } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ForgotPasswordForm email={email} onSent={(address) => void navigate({ to: '/check-inbox', search: { email: address } })} />;
}
