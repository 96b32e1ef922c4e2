import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { OnlineButton } from '@/ui/list/online-button';

/** Form dialogs are 600 wide (spec section 9) unless a screen says otherwise. */
export const FORM_DIALOG_WIDTH = 600;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type FormDialogProps = {
  title: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** What the submit button says; "Save" unless given. */
  submitLabel?: ReactNode;
  /** While the submission runs: the dialog stays open and both buttons are disabled. */
  busy?: boolean;
  /** The form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  /** A form-level message (a refusal that belongs to no field), shown after the fields. */
  alert?: ReactNode;
  width?: number;
  /** True when the submission is queued on the device (the outbox), so the submit button works offline too. */
  worksOffline?: boolean;
};

/**
 * The frame of a small form dialog: title, fields, Cancel and a submit button that needs a connection.
 * Mount it only while open, so the form starts fresh each time.
 */
export function FormDialog({
  title,
  children,
  submitLabel = <Trans>Save</Trans>,
  busy = false,
  onSubmit,
  onClose,
  alert,
  width = FORM_DIALOG_WIDTH,
  worksOffline = false,
}: FormDialogProps) {
  const styles = useStyles();
  const SubmitButton = worksOffline ? Button : OnlineButton;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface style={{ maxWidth: `${width}px` }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children}
              {alert}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <SubmitButton appearance="primary" type="submit" disabled={busy}>
                {submitLabel}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
