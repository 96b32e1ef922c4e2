import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deadlineInputSchema, type Grant } from '#contract/grants';
import { useOnline } from '@/lib/use-online';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useLinkStyles } from '@/ui/link-styles';
import { grantValidationQuery, missingForPublish } from '../api/get-grant-validation';
import { queuePublishGrant } from '../api/publish-grant';
import { queueUpdateDeadline } from '../api/update-deadline';
import { runQueued } from '@/offline/run-queued';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  missing: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

type DeadlineDialogProps = {
  grant: Grant;
  /** "publish" is the spec's "add" mode: it publishes the draft with the deadline; "update" only moves it. */
  mode: 'publish' | 'update';
  onClose: () => void;
};

/**
 * The grant deadline dialog (spec section 2): a date in the future (contract deadlineInputSchema). The browser's date
 * picker shows the date in the reader's own format, so the hint names no format of its own.
 */
export function DeadlineDialog({ grant, mode, onClose }: DeadlineDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(deadlineInputSchema, { deadline: grant.deadline ?? '' });
  const online = useOnline();
  // Offline the publication is queued and the server decides; online, say what is missing before trying.
  const validation = useQuery({ ...grantValidationQuery(grant.id), enabled: mode === 'publish' && online, meta: { silentErrors: true } });
  const missing = mode === 'publish' && validation.data ? missingForPublish(validation.data) : [];
  const checking = mode === 'publish' && online && validation.isPending;

  const submit = form.handleSubmit(async ({ deadline }) => {
    const queued = mode === 'publish' ? queuePublishGrant(grant, deadline) : queueUpdateDeadline(grant, deadline);
    if (await runQueued(queued)) onClose();
  });

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{mode === 'publish' ? <Trans>Publish grant</Trans> : <Trans>Update deadline</Trans>}</DialogTitle>
            <DialogContent className={styles.content}>
              {checking ? <Spinner size="tiny" label={t`Checking the grant…`} /> : null}
              {missing.length > 0 ? <MissingForPublish grantId={grant.id} missing={missing} /> : null}
              <TextField control={form.control} name="deadline" label={t`Deadline`} type="date" required hint={t`A date after today`} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button appearance="primary" type="submit" disabled={missing.length > 0 || form.formState.isSubmitting}>
                {mode === 'publish' ? <Trans>Publish</Trans> : <Trans>Update deadline</Trans>}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function MissingForPublish({ grantId, missing }: { grantId: number; missing: ReturnType<typeof missingForPublish> }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const params = { grantId };
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <Trans>The grant cannot be published yet:</Trans>
        <ul className={styles.missing}>
          {missing.includes('objectives') ? (
            <li>
              <Link to="/grants/$grantId/objectives" params={params} className={linkStyles.link}>
                <Trans>Add at least one objective</Trans>
              </Link>
            </li>
          ) : null}
          {missing.includes('programs') ? (
            <li>
              <Link to="/grants/$grantId/objectives" params={params} className={linkStyles.link}>
                <Trans>Make the targeted programs total 100%</Trans>
              </Link>
            </li>
          ) : null}
          {missing.includes('dueDiligence') ? (
            <li>
              <Link to="/grants/$grantId/due-diligence" params={params} className={linkStyles.link}>
                <Trans>Add at least one due diligence</Trans>
              </Link>
            </li>
          ) : null}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
