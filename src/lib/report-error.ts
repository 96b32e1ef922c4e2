import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HandledStatus } from '#contract/errors';
import { showMessage } from '@/ui/toasts/message-bus';
import { ApiError, NetworkError } from './api-error';
import { getLocale } from './i18n';

type Handlers = { onUnauthorized: () => void };

/**
 * The error catalogue of spec section 8, in one place. Query errors that a page shows itself (403 and 404
 * on a page's own data go to the error page through the router) are not toasted twice: views mark them silent.
 */
export function createErrorReporter({ onUnauthorized }: Handlers) {
  return (error: unknown, { silent }: { kind: 'query' | 'mutation'; silent: boolean }) => {
    if (error instanceof ApiError && error.status === HandledStatus.Unauthorized) {
      showMessage({ intent: 'warning', text: i18n._(msg`You don't have a permission. Please log in again.`) });
      onUnauthorized();
      return;
    }
    if (silent) return;
    if (error instanceof NetworkError) {
      showMessage({ intent: 'warning', text: i18n._(msg`You are offline. The portal will try again when the connection is back.`) });
      return;
    }
    if (!(error instanceof ApiError)) {
      showMessage({ intent: 'error', text: i18n._(msg`Oops! something went wrong, please try again later.`) });
      return;
    }
    showMessage(messageFor(error));
  };
}

export function messageFor(error: ApiError): { intent: 'warning' | 'error'; text: string } {
  if (error.isRelated) return { intent: 'warning', text: i18n._(msg`Cannot delete this item because it's related to other data.`) };
  switch (error.status) {
    case HandledStatus.BadRequest:
    case HandledStatus.NotFound:
    case HandledStatus.Conflict:
    case HandledStatus.Gone:
    case HandledStatus.PreconditionFailed:
    case HandledStatus.PayloadTooLarge:
      return { intent: 'warning', text: error.displayText };
    case HandledStatus.TooManyRequests:
      return { intent: 'warning', text: tooManyRequestsText(error) };
    case HandledStatus.Forbidden:
      return { intent: 'error', text: i18n._(msg`Access Denied. You don't have permissions to access this page.`) };
    default:
      return { intent: 'error', text: i18n._(msg`Oops! something went wrong, please try again later.`) };
  }
}

/**
 * A 429 says when to try again in the reader's own time and language (the server's message names UTC): a locked
 * account after failed sign-ins, or too many attempts from this device (docs/decisions/160-sign-in-lock-and-shared-counters.md).
 */
export function tooManyRequestsText(error: ApiError): string {
  if (!error.retryAt) return error.displayText;
  // HH:mm with Latin digits in both languages, as every time of the portal (docs/decisions/140-arabic-numbers-dates-and-names.md).
  const time = new Intl.DateTimeFormat(`${getLocale()}-u-nu-latn`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(error.retryAt);
  return error.code === 'accountLocked'
    ? i18n._(msg`This account is locked for 15 minutes after too many failed sign-ins. Please try again after ${time}, or reset your password.`)
    : i18n._(msg`Too many attempts. Please try again after ${time}.`);
}
