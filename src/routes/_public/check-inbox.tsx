import { createFileRoute } from '@tanstack/react-router';
import { CheckInboxMessage } from '@/features/auth/components/check-inbox-message';
import { emailSearch } from './-token-search';

export const Route = createFileRoute('/_public/check-inbox')({
  validateSearch: emailSearch,
  component: CheckInboxPage,
});

function CheckInboxPage() {
  const { email } = Route.useSearch();
  return <CheckInboxMessage email={email} />;
}
