import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The terms of use, short and plain, opened from the public pages' footer. */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <Trans>Terms of use</Trans>
          </DialogTitle>
          <DialogContent className={styles.content}>
            <p>
              <Trans>
                The Donor Portal is provided to the staff of funding organisations to manage their grants, programs,
                partner organisations, proposals and projects.
              </Trans>
            </p>
            <p>
              <Trans>
                Your account is personal. Keep your password to yourself and log out on shared devices. Your
                organisation's administrator decides what you may see and change.
              </Trans>
            </p>
            <p>
              <Trans>
                Use the information in the portal only for your organisation's grant work. Proposals and reports
                submitted by partner organisations are confidential.
              </Trans>
            </p>
            <p>
              <Trans>
                The portal keeps a record of changes you make, with your name and the time, so that your organisation
                can follow its decisions.
              </Trans>
            </p>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">
                <Trans>Close</Trans>
              </Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
