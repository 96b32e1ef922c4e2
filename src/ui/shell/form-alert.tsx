import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { ApiError, NetworkError } from '@/lib/api-error';
import { messageFor } from '@/lib/report-error';

/**
 * A submission's refusal shown inside its form (wrong password, expired link), announced to screen readers.
 * Used where the central reporter is told to stay silent (`meta: { silentErrors: true }`).
 * It belongs with the form helpers in ui/form; it sits here until that folder's owner takes it.
 */
export function FormAlert({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (!error) return null;
  const text =
    error instanceof ApiError
      ? messageFor(error).text
      : error instanceof NetworkError
        ? t`You are offline. Check your connection and try again.`
        : t`Oops! something went wrong, please try again later.`;
  return (
    <div role="alert">
      <MessageBar intent={error instanceof NetworkError ? 'warning' : 'error'}>
        <MessageBarBody>{text}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
