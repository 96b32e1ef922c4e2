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
import { ACCEPT_FILE_FIELD, agreementFileProblem, type Proposal } from '#contract/proposals';
import { useOnline } from '@/lib/use-online';
import type { OutboxError } from '@/offline/outbox';
import { useQueuedSubmit } from '@/offline/submit-queued';
import { refusalFor } from '@/offline/use-queued-form';
import { RefusalBar } from '@/ui/form/form-refusal';
import { queueAcceptProposal } from '../api/accept-proposal';
import { proposalBatchesQuery } from '../api/get-proposal-batches';
import { PROPOSAL_ENTITY } from '../api/proposal-cache';
import { AgreementFileField } from './agreement-file-field';
import { InstallmentsForm } from './installments-form';
import {
  draftsFromBatches,
  draftsFromValues,
  installmentsComplete,
  installmentsToSave,
  type InstallmentDraft,
  type InstallmentValues,
} from './installments-draft';
import { ProposalPeriodNote } from './proposal-period-note';
import { useMinimumDuration } from '@/ui/loading';

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

/**
 * A refused acceptance reopened from Pending changes (decision 145): the dialog starts from what was queued, shows
 * the server's refusal on the fields, and saving puts the corrected acceptance in the refused one's place.
 */
export type AcceptanceCorrection = { key: string; file: File; installments: InstallmentValues[]; refusal: OutboxError | undefined };

type AgreementDialogProps = { proposal: Proposal; onClose: () => void; correcting?: AcceptanceCorrection | undefined };

/** The server names the agreement `agreement` in its messages (and the multipart part `file`); the rest is the form's. */
function agreementField(serverField: string): 'file' | null {
  return serverField === 'agreement' || serverField === ACCEPT_FILE_FIELD ? 'file' : null;
}

type Refusal = { file: string | undefined; text: string | null };

/**
 * The fullscreen project agreement dialog (spec section 2): accepting a proposal takes the signed agreement and
 * the installments that share out its budget. The acceptance is queued with the file itself, so it works offline
 * and uploads later; the proposal shows accepted once the server has confirmed it (a toast says so).
 */
export function AgreementDialog({ proposal, onClose, correcting }: AgreementDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  // A proposal accepted before (then renegotiated) has installments already: the new agreement starts from them.
  const acceptedBefore = proposal.project_id !== null && !correcting;
  const previous = useQuery({ ...proposalBatchesQuery(proposal.id), enabled: acceptedBefore, meta: { silentErrors: true } });
  // Once shown, the spinner stays 200 ms (spec section 9).
  const loading = useMinimumDuration(acceptedBefore && previous.isPending && previous.fetchStatus === 'fetching');
  const title = proposal.title;
  const initial = correcting ? draftsFromValues(correcting.installments) : draftsFromBatches(previous.data ?? []);

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={t`Accept ${title}`}>
        {loading ? (
          <Spinner label={t`Loading the installments…`} />
        ) : (
          <AgreementForm proposal={proposal} initial={initial} correcting={correcting} onClose={onClose} />
        )}
      </DialogSurface>
    </Dialog>
  );
}

function AgreementForm({ proposal, initial, correcting, onClose }: AgreementDialogProps & { initial: InstallmentDraft[] }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const online = useOnline();
  const submit = useQueuedSubmit();
  const [file, setFile] = useState<File | null>(correcting?.file ?? null);
  const [installments, setInstallments] = useState(initial);
  const [saving, setSaving] = useState(false);
  const refusalOf = (entity: string, error: OutboxError): Refusal => {
    const { fields, text } = refusalFor(entity, error, i18n, agreementField);
    return { file: fields.file, text };
  };
  const [refusal, setRefusal] = useState<Refusal | null>(() => (correcting?.refusal ? refusalOf(PROPOSAL_ENTITY, correcting.refusal) : null));
  // The refused record a correction replaces; once sent (and answered), later saves are new changes.
  const [replacing, setReplacing] = useState(correcting?.key);
  const installmentsHeading = useId();
  const ready = file !== null && agreementFileProblem(file) === null && installmentsComplete(installments);
  const title = proposal.title;

  const chooseFile = (next: File | null) => {
    setFile(next);
    setRefusal((current) => (current ? { ...current, file: undefined } : null));
  };

  const accept = async () => {
    if (!file || !ready) return;
    setSaving(true);
    setRefusal(null);
    const outcome = await submit(queueAcceptProposal(proposal, file, installmentsToSave(installments), { replacing }));
    setSaving(false);
    if (outcome.outcome === 'unsaved') return;
    setReplacing(undefined);
    // The server's refusal stays in the dialog with the user's file and installments; anything else closes it.
    if (outcome.outcome === 'rejected') setRefusal(refusalOf(outcome.entity, outcome.error));
    else onClose();
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
            <AgreementFileField file={file} onChange={chooseFile} disabled={saving} serverMessage={refusal?.file} />
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
          {refusal?.text ? <RefusalBar text={refusal.text} /> : null}
        </div>
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" disabled={saving} onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          appearance="primary"
          disabled={!ready || saving}
          icon={saving ? <Spinner size="tiny" aria-label={t`Sending…`} /> : undefined}
          onClick={() => void accept()}
        >
          <Trans>Accept proposal</Trans>
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
