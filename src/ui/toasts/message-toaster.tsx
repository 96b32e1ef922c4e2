import { Toast, ToastTitle, Toaster, makeStyles, tokens, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { MESSAGE_TOASTS_KEPT, MESSAGE_TOAST_MS } from '#contract/constants';
import { onMessage } from './message-bus';

const TOP_BAR_CLEARANCE_PX = 64;

const useStyles = makeStyles({
  // Spec section 2: success in the primary colour; warning (orange) and error (red) keep Fluent's intent colours.
  success: {
    borderInlineStartWidth: tokens.strokeWidthThicker,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  successIcon: { color: tokens.colorBrandForeground1 },
});

/**
 * Shows the latest two messages for 2000 ms each (spec section 9). A third message does not wait for a place: the
 * oldest one on screen is dismissed and the new one shows at once (Fluent's `limit` would queue it instead).
 */
export function MessageToaster() {
  const styles = useStyles();
  const toasterId = useId('messages');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  /** The toasts on screen, oldest first. */
  const onScreen = useRef<string[]>([]);
  const nextId = useRef(0);

  useEffect(
    () =>
      onMessage(({ intent, text }) => {
        const shown = onScreen.current;
        for (const oldest of shown.splice(0, Math.max(0, shown.length - MESSAGE_TOASTS_KEPT + 1))) dismissToast(oldest);
        const toastId = `message-${nextId.current++}`;
        shown.push(toastId);
        const success = intent === 'success';
        dispatchToast(
          <Toast className={success ? styles.success : undefined}>
            <ToastTitle media={success ? { className: styles.successIcon } : undefined}>{text}</ToastTitle>
          </Toast>,
          {
            toastId,
            intent,
            timeout: MESSAGE_TOAST_MS,
            onStatusChange: (_event, { status }) => {
              if (status !== 'dismissed' && status !== 'unmounted') return;
              const at = onScreen.current.indexOf(toastId);
              if (at >= 0) onScreen.current.splice(at, 1);
            },
          },
        );
      }),
    [dispatchToast, dismissToast, styles],
  );

  // Below the top bar: a toast must never cover the controls there (the pending-changes button, the user menu).
  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: TOP_BAR_CLEARANCE_PX }} pauseOnHover />;
}
