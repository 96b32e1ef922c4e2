import { Button, Tooltip, type ButtonProps } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { useOnline } from '@/lib/use-online';

/**
 * A button whose action needs the server (invite, save, upload). Offline it stays focusable but does nothing,
 * and a tooltip says why; `disabledFocusable` rather than `disabled`, because a disabled button gets no hover.
 */
export const OnlineButton = forwardRef<HTMLButtonElement, ButtonProps>(function OnlineButton(props, ref) {
  const online = useOnline();
  const { t } = useLingui();
  if (online) return <Button ref={ref} {...props} />;
  return (
    <Tooltip content={t`You are offline. This needs a connection.`} relationship="description">
      <Button ref={ref} {...props} disabled={false} disabledFocusable />
    </Tooltip>
  );
});
