import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { ApiError, NetworkError } from '@/lib/api-error';
import { messageFor } from '@/lib/report-error';

// Forms on the login path render this on every visit but show a bar only after a refusal: fetch it then.
const AlertBar = lazy(() => import('./alert-bar').then((module) => ({ default: module.AlertBar })));

/** A 400 whose every message belongs to one of the form's fields is shown there (applyServerErrors), not twice. */
function shownOnFields(error: unknown, fields: readonly string[]): boolean {
  const perField = error instanceof ApiError ? Object.keys(error.body.ModelState ?? {}) : [];
  return perField.length > 0 && perField.every((field) => fields.includes(field));
}

/**
 * A submission's refusal shown inside its form (wrong password, expired link), announced to screen readers.
 * Used where the central reporter is told to stay silent (`meta: { silentErrors: true }`).
 */
export function FormAlert({ error, fields = [] }: { error: unknown; fields?: readonly string[] }) {
  const { t } = useLingui();
  if (!error || shownOnFields(error, fields)) return null;
  const text =
    error instanceof ApiError
      ? messageFor(error).text
      : error instanceof NetworkError
        ? t`You are offline. Check your connection and try again.`
        : t`Oops! something went wrong, please try again later.`;
  return (
    <div role="alert">
      <Suspense fallback={<span>{text}</span>}>
        <AlertBar intent={error instanceof NetworkError ? 'warning' : 'error'} text={text} />
      </Suspense>
    </div>
  );
}
