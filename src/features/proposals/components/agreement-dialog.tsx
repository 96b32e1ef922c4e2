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
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { agreementFileProblem, type Proposal } from '#contract/proposals';
import { useOnline } from '@/lib/use-online';
import { queueAcceptProposal } from '../api/accept-proposal';
import { proposalBatchesQuery } from '../api/get-proposal-batches';
import { AgreementFileField } from './agreement-file-field';
import { InstallmentsForm } from './installments-form';
import { draftsFromBatches, installmentsComplete, installmentsToSave, type InstallmentDraft } from './installments-draft';
import { ProposalPeriodNote } from './proposal-period-note';
import { runQueued } from '@/offline/run-queued';

const useStyles = makeStyles({
  // The spec's fullscreen dialog: the whole viewport, no rounded frame.
  surface: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100dvh',
    maxHeight: '100dvh',
    borderRadius: 0,
    boxSizing: 'border-box',
  },
  body: { height: '100%', maxHeight: '100%', gridTemplateRows: 'auto 1fr auto' },
  title: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  // Long lines are hard to read on a wide screen: the form keeps the installments dialog's width.
  column: { width: '100%', maxWidth: '1000px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type AgreementDialogProps = { proposal: Proposal; onClose: () => void };

/**
 * The fullscreen project agreement dialog (spec section 2): accepting a proposal takes the signed agreement and
 * the installments that share out its budget. The acceptance is queued with the file itself, so it works offline
 * and uploads later; the proposal shows accepted once the server has confirmed it (a toast says so).
 */
export function AgreementDialog({ proposal, onClose }: AgreementDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  // A proposal accepted before (then renegotiated) has installments already: the new agreement starts from them.
  const acceptedBefore = proposal.project_id !== null;
  const previous = useQuery({ ...proposalBatchesQuery(proposal.id), enabled: acceptedBefore, meta: { silentErrors: true } });
  const loading = acceptedBefore && previous.isPending && previous.fetchStatus === 'fetching';
  const title = proposal.title;

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={t`Accept ${title}`}>
        {loading ? (
          <Spinner label={t`Loading the installments…`} />
        ) : (
          <AgreementForm proposal={proposal} initial={draftsFromBatches(previous.data ?? [])} onClose={onClose} />
        )}
      </DialogSurface>
    </Dialog>
  );
}

function AgreementForm({ proposal, initial, onClose }: AgreementDialogProps & { initial: InstallmentDraft[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  const online = useOnline();
  const [file, setFile] = useState<File | null>(null);
  const [installments, setInstallments] = useState(initial);
  const [saving, setSaving] = useState(false);
  const installmentsHeading = useId();
  const ready = file !== null && agreementFileProblem(file) === null && installmentsComplete(installments);
  const title = proposal.title;

  const accept = async () => {
    if (!file || !ready) return;
    setSaving(true);
    const queued = await runQueued(queueAcceptProposal(proposal, file, installmentsToSave(installments)));
    setSaving(false);
    if (queued) onClose();
  };

  return (
    <DialogBody className={styles.body}>
      <DialogTitle
        action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t`Close`} disabled={saving} onClick={onClose} />}
      >
        <Trans>Accept {title}</Trans>
      </DialogTitle>
      <DialogContent className={styles.content}>
        <div className={styles.column}>
          {online ? null : (
            <MessageBar intent="warning">
              <MessageBarBody>
                <Trans>You are offline. The acceptance and its agreement will be sent when the connection is back.</Trans>
              </MessageBarBody>
            </MessageBar>
          )}
          <section className={styles.section}>
            <AgreementFileField file={file} onChange={setFile} disabled={saving} />
          </section>
          <section className={styles.section} aria-labelledby={installmentsHeading}>
            <Subtitle2 as="h2" id={installmentsHeading}>
              <Trans>Installments</Trans>
            </Subtitle2>
            <ProposalPeriodNote proposal={proposal} />
            <InstallmentsForm
              value={installments}
              onChange={setInstallments}
              totalBudget={proposal.total_budget}
              currencyCode={proposal.cur_code}
              currencySymbol={proposal.cur_symbol}
              disabled={saving}
            />
          </section>
        </div>
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" disabled={saving} onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button appearance="primary" disabled={!ready || saving} onClick={() => void accept()}>
          <Trans>Accept proposal</Trans>
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
