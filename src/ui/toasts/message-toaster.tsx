import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { MESSAGE_TOASTS_KEPT, MESSAGE_TOAST_MS } from '#contract/constants';
import { onMessage } from './message-bus';

const TOP_BAR_CLEARANCE_PX = 64;

/** Shows the latest two messages for 2000 ms each (spec section 9). */
export function MessageToaster() {
  const toasterId = useId('messages');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      onMessage(({ intent, text }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent, timeout: MESSAGE_TOAST_MS },
        ),
      ),
    [dispatchToast],
  );

  // Below the top bar: a toast must never cover the controls there (the pending-changes button, the user menu).
  return <Toaster toasterId={toasterId} limit={MESSAGE_TOASTS_KEPT} position="top-end" offset={{ vertical: TOP_BAR_CLEARANCE_PX }} pauseOnHover />;
}
