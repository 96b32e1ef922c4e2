import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { onUpdateReady } from '@/lib/pwa';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    insetBlockEnd: tokens.spacingVerticalL,
    insetInlineStart: 0,
    insetInlineEnd: 0,
    marginInlineStart: 'auto',
    marginInlineEnd: 'auto',
    zIndex: 1000,
    width: 'min(520px, calc(100vw - 32px))',
    boxShadow: tokens.shadow16,
  },
});

/**
 * A new build's service worker is waiting: say so without blocking the work, and let the user choose when
 * to reload (a half-written form must not vanish).
 */
export function UpdatePrompt() {
  const styles = useStyles();
  const { t } = useLingui();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => onUpdateReady((apply) => setApplyUpdate(() => apply)), []);

  if (!applyUpdate) return null;
  return (
    <div className={styles.bar} role="status">
      <MessageBar intent="info" layout="singleline">
        <MessageBarBody>
          <Trans>A new version is available.</Trans>
        </MessageBarBody>
        <MessageBarActions
          containerAction={<Button appearance="transparent" aria-label={t`Later`} icon={<DismissRegular />} onClick={() => setApplyUpdate(null)} />}
        >
          <Button appearance="primary" size="small" onClick={applyUpdate}>
            <Trans>Reload</Trans>
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
