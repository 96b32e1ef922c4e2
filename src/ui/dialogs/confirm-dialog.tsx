import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';

// The shell's logout confirmation uses this dialog on every page; the coloured bar of a refusal loads when one comes.
const RefusalBar = lazy(() => import('@/ui/form/form-refusal').then((module) => ({ default: module.RefusalBar })));

const useStyles = makeStyles({ surface: { maxWidth: '400px' } });

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Destructive actions (delete, reject) get the danger look. */
  danger?: boolean;
  busy?: boolean;
  /** The server refused what was confirmed (a queued change the dialog waited for): said here, the dialog open. */
  refusal?: string | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The 400-wide confirmation of spec section 2. Every delete goes through it. */
export function ConfirmDialog({ open, title, children, confirmLabel, danger, busy, refusal, onConfirm, onCancel }: ConfirmDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {children || refusal ? (
            <DialogContent>
              {children}
              {refusal ? (
                <Suspense fallback={<div role="alert">{refusal}</div>}>
                  <RefusalBar text={refusal} />
                </Suspense>
              ) : null}
            </DialogContent>
          ) : null}
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabled={busy}
              style={danger ? { backgroundColor: 'var(--colorPaletteRedBackground3)' } : undefined}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
