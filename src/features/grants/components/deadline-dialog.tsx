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
import { useEffect, useState } from 'react';
import { deadlineInputSchema, type Grant } from '#contract/grants';
import { nextIsoDay } from '@/lib/iso-date';
import { useOnline } from '@/lib/use-online';
import type { OutboxError } from '@/offline/outbox';
import { showRefusal, useQueuedForm } from '@/offline/use-queued-form';
import { FormRefusal } from '@/ui/form/form-refusal';
import { DateField } from '@/ui/form/date/date-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useLinkStyles } from '@/ui/link-styles';
import { grantValidationQuery, missingForPublish } from '../api/get-grant-validation';
import { queuePublishGrant } from '../api/publish-grant';
import { queueUpdateDeadline } from '../api/update-deadline';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  missing: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

type DeadlineDialogProps = {
  /** The grant as displayed (its version is the base of the change), or as a refused change left it. */
  grant: Pick<Grant, 'id' | 'version' | 'deadline'>;
  /** "publish" is the spec's "add" mode: it publishes the draft with the deadline; "update" only moves it. */
  mode: 'publish' | 'update';
  /** A refused publication or deadline reopened from Pending changes (decision 145). */
  correcting?: { key: string; refusal: OutboxError | undefined } | undefined;
  onClose: () => void;
};

/**
 * The grant deadline dialog (spec section 2): a date in the future (contract deadlineInputSchema), shown and typed as
 * YYYY-MM-DD in both languages; the calendar offers the days from tomorrow (UTC, as the contract counts) on.
 */
export function DeadlineDialog({ grant, mode, correcting, onClose }: DeadlineDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  // The calendar's first day: tomorrow as the contract counts (UTC).
  const [firstDay] = useState(() => nextIsoDay(new Date().toISOString().slice(0, 10)));
  const form = useContractForm(deadlineInputSchema, { deadline: grant.deadline ?? '' });
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const [replacing, setReplacing] = useState(correcting?.key);
  const refusal = correcting?.refusal;
  useEffect(() => {
    if (refusal) showRefusal(form, { entity: 'grant', error: refusal }, i18n);
  }, [form, refusal, i18n]);
  const online = useOnline();
  // Offline the publication is queued and the server decides; online, say what is missing before trying.
  const validation = useQuery({ ...grantValidationQuery(grant.id), enabled: mode === 'publish' && online, meta: { silentErrors: true } });
  const missing = mode === 'publish' && validation.data ? missingForPublish(validation.data) : [];
  const checking = mode === 'publish' && online && validation.isPending;

  const submit = form.handleSubmit(async ({ deadline }) => {
    const options = { replacing };
    setReplacing(undefined);
    await submitQueued(mode === 'publish' ? queuePublishGrant(grant, deadline, options) : queueUpdateDeadline(grant, deadline, options));
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
              <DateField
                control={form.control}
                name="deadline"
                label={t`Deadline`}
                required
                hint={t`A date after today, as YYYY-MM-DD`}
                min={firstDay}
              />
              <FormRefusal control={form.control} />
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
