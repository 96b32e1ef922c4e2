import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showMessage } from '@/ui/toasts/message-bus';

/**
 * Waits for an action to be written to the outbox. Only the device's storage can fail here (the server's answer
 * comes later, through the outbox's own panel), so the one thing to tell the user is that nothing was saved.
 */
export async function runQueued<Result>(queued: Promise<Result>): Promise<Result | undefined> {
  try {
    return await queued;
  } catch {
    showMessage({ intent: 'error', text: i18n._(msg`This change could not be saved on this device. Please try again.`) });
    return undefined;
  }
}
