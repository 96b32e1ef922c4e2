import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { HandledStatus } from '#contract/errors';
import { ApiError, NetworkError } from '@/lib/api-error';
import { messageFor } from '@/lib/report-error';
import { showMessage } from '@/ui/toasts/message-bus';
import { applyServerErrors } from '@/ui/form/use-contract-form';

/**
 * For a form's mutation marked `meta: { silentErrors: true }`: a 400 with per-field messages goes on the
 * fields; anything else gets the toast the central reporter would have shown (which already handled 401).
 * It belongs beside `applyServerErrors` in src/ui/form; it lives here only because that folder has another owner.
 */
export function showFormError<Values extends FieldValues>(form: UseFormReturn<Values, unknown, FieldValues>, error: unknown): void {
  if (applyServerErrors(form, error)) return;
  if (error instanceof ApiError) {
    if (error.status !== HandledStatus.Unauthorized) showMessage(messageFor(error));
    return;
  }
  if (error instanceof NetworkError) {
    showMessage({ intent: 'warning', text: i18n._(msg`You are offline. The portal will try again when the connection is back.`) });
    return;
  }
  showMessage({ intent: 'error', text: i18n._(msg`Oops! something went wrong, please try again later.`) });
}
