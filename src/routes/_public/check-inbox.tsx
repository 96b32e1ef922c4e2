import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CheckInboxMessage } from '@/features/auth/components/check-inbox-message';

export const Route = createFileRoute('/_public/check-inbox')({
  validateSearch: z.object({ email: z.string().optional().catch(undefined) }),
  component: CheckInboxPage,
});

function CheckInboxPage() {
  const { email } = Route.useSearch();
  return <CheckInboxMessage email={email} />;
}
