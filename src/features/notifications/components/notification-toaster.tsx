import { Button, Toast, ToastBody, ToastTitle, ToastTrigger, Toaster, useId, useToastController } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { NOTIFICATION_TOAST_MS } from '#contract/constants';
import type { Notification } from '#contract/notifications';
import { useNotificationText } from './notification-text';

const TOP_BAR_CLEARANCE_PX = 64;
const TOAST_WIDTH_PX = 420;

/** The top-right toast of a live notification (spec section 2): the newest one only, 3000 ms, with a close button. */
export function useNotificationToaster() {
  const toasterId = useId('notifications');
  const { dispatchToast, dismissAllToasts } = useToastController(toasterId);
  const textOf = useNotificationText();
  const { t } = useLingui();

  const show = useCallback(
    (notification: Notification) => {
      dismissAllToasts();
      dispatchToast(
        <Toast style={{ width: TOAST_WIDTH_PX, maxWidth: 'calc(100vw - 32px)' }} aria-label={t`New notification`}>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t`Close`} />
              </ToastTrigger>
            }
          >
            {t`New notification`}
          </ToastTitle>
          <ToastBody>{textOf(notification.data)}</ToastBody>
        </Toast>,
        { intent: 'info', timeout: NOTIFICATION_TOAST_MS },
      );
    },
    [dispatchToast, dismissAllToasts, textOf, t],
  );

  const toaster = <Toaster toasterId={toasterId} limit={1} position="top-end" offset={{ vertical: TOP_BAR_CLEARANCE_PX }} pauseOnHover />;
  return { show, toaster };
}
