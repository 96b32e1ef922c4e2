import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showMessage } from '@/ui/toasts/message-bus';

/**
 * Waits for an action to be written to the outbox. Only the device's storage can fail here (the server's
 * answer comes later, through the outbox), so the one failure to tell is that nothing was saved. Offline, a
 * change whose effect shows only after the server's answer (a decision) says that it waits: `offlineNotice`.
 */
export async function runQueued<Result>(
  queued: Promise<Result>,
  { offlineNotice }: { offlineNotice?: MessageDescriptor } = {},
): Promise<Result | undefined> {
  try {
    const result = await queued;
    if (offlineNotice && typeof navigator !== 'undefined' && navigator.onLine === false) {
      showMessage({ intent: 'warning', text: i18n._(offlineNotice) });
    }
    return result;
  } catch {
    showMessage({ intent: 'error', text: i18n._(msg`This change could not be saved on this device. Please try again.`) });
    return undefined;
  }
}
