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
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { INSTALLMENTS_DIALOG_WIDTH } from '#contract/constants';
import type { Proposal } from '#contract/proposals';
import { usePendingRecords, type OutboxError, type OutboxRecord } from '@/offline/outbox';
import { useQueuedSubmit } from '@/offline/submit-queued';
import { refusalText } from '@/offline/outbox-problem';
import { RefusalBar } from '@/ui/form/form-refusal';
import { proposalBatchesQuery } from '../api/get-proposal-batches';
import { PROPOSAL_ENTITY } from '../api/proposal-cache';
import { queuedInstallments } from '../api/proposal-overlays';
import { queueUpdateProposalBatches } from '../api/update-proposal-batches';
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
  surface: { maxWidth: `${INSTALLMENTS_DIALOG_WIDTH}px`, width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A refused installments update reopened from Pending changes (decision 145). */
export type InstallmentsCorrection = { key: string; installments: InstallmentValues[]; refusal: OutboxError | undefined };

type InstallmentsDialogProps = { proposal: Proposal; onClose: () => void; correcting?: InstallmentsCorrection | undefined };

/** Elements whose own Enter must not save the dialog (a button's click, a link). */
function handlesEnterItself(target: EventTarget): boolean {
  return target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || target instanceof HTMLTextAreaElement;
}

/**
 * The installments dialog (spec section 2, 1000 wide): the proposal's installments, a note on its period, the
 * installments form, Cancel and Save; Enter saves once the percents total 100. A change the user queued earlier
 * and the server has not received yet is what the dialog starts from.
 */
export function InstallmentsDialog({ proposal, onClose, correcting }: InstallmentsDialogProps) {
  const { t } = useLingui();
  const batches = useQuery({ ...proposalBatchesQuery(proposal.id), meta: { silentErrors: true } });
  const pending = usePendingRecords(PROPOSAL_ENTITY, proposal.id);
  const queued = correcting?.installments ?? queuedInstallments(pending);
  const title = proposal.title;
  const editor = (initial: InstallmentDraft[]) => (
    <InstallmentsEditor
      heading={<Trans>Installments of {title}</Trans>}
      note={<ProposalPeriodNote proposal={proposal} />}
      initial={initial}
      totalBudget={proposal.total_budget}
      currencyCode={proposal.cur_code}
      currencySymbol={proposal.cur_symbol}
      correcting={correcting ? { key: correcting.key, refusal: correcting.refusal, entity: PROPOSAL_ENTITY } : undefined}
      queue={(installments, options) => queueUpdateProposalBatches(proposal, installments, options)}
      onClose={onClose}
    />
  );

  // Once shown, the spinner stays 200 ms (spec section 9).
  const fetching = useMinimumDuration(!queued && !batches.data && batches.fetchStatus === 'fetching');
  let body;
  if (queued) body = editor(draftsFromValues(queued, batches.data));
  else if (batches.data && !fetching) body = editor(draftsFromBatches(batches.data));
  else body = <InstallmentsUnavailable loading={fetching} onRetry={() => void batches.refetch()} onClose={onClose} />;

  return (
    <InstallmentsDialogFrame label={t`Installments of ${title}`} onClose={onClose}>
      {body}
    </InstallmentsDialogFrame>
  );
}

/** The 1000-wide dialog around an installments editor (spec section 9); the project's installments page uses it too. */
export function InstallmentsDialogFrame({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={label}>
        {children}
      </DialogSurface>
    </Dialog>
  );
}

type InstallmentsEditorProps = {
  heading: ReactNode;
  /** What the installments are paid within: the proposal's or the project's period. */
  note: ReactNode;
  initial: InstallmentDraft[];
  totalBudget: number;
  currencyCode: string;
  currencySymbol: string;
  /** The refused record this edit corrects, its refusal and its entity (the refusal's words name it). */
  correcting?: { key: string; refusal: OutboxError | undefined; entity: string } | undefined;
  /** Queues the list (in the refused record's place when `replacing` is given). */
  queue: (installments: InstallmentValues[], options: { replacing?: string | undefined }) => Promise<OutboxRecord>;
  onClose: () => void;
};

/** The installments' own messages name rows the form does not show as fields: all of them go above the buttons. */
function allMessages(error: OutboxError): string[] {
  return Object.values(error.fields ?? {}).flat();
}

/**
 * The dialog's body: the installments form with Cancel and Save; Enter saves once the percents total 100. Saving
 * waits a moment for the server (decision 143): a refusal stays in the dialog with the installments as typed.
 */
export function InstallmentsEditor({
  heading,
  note,
  initial,
  totalBudget,
  currencyCode,
  currencySymbol,
  correcting,
  queue,
  onClose,
}: InstallmentsEditorProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const submit = useQueuedSubmit();
  const [installments, setInstallments] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState(() =>
    correcting?.refusal ? refusalText(correcting.entity, correcting.refusal, i18n, allMessages(correcting.refusal)) : null,
  );
  const [replacing, setReplacing] = useState(correcting?.key);
  const complete = installmentsComplete(installments);

  const save = async () => {
    if (!complete || saving) return;
    setSaving(true);
    setRefusal(null);
    const outcome = await submit(queue(installmentsToSave(installments), { replacing }));
    setSaving(false);
    if (outcome.outcome === 'unsaved') return;
    setReplacing(undefined);
    if (outcome.outcome === 'rejected') setRefusal(refusalText(outcome.entity, outcome.error, i18n, allMessages(outcome.error)));
    else onClose();
  };
  const saveOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || handlesEnterItself(event.target)) return;
    event.preventDefault();
    void save();
  };

  return (
    <DialogBody onKeyDown={saveOnEnter}>
      <DialogTitle>{heading}</DialogTitle>
      <DialogContent className={styles.content}>
        {note}
        <InstallmentsForm
          value={installments}
          onChange={setInstallments}
          totalBudget={totalBudget}
          currencyCode={currencyCode}
          currencySymbol={currencySymbol}
          disabled={saving}
        />
        {refusal ? <RefusalBar text={refusal} /> : null}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" disabled={saving} onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button appearance="primary" disabled={!complete || saving} onClick={() => void save()}>
          <Trans>Save</Trans>
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/** Loading, or nothing saved on this device and no connection to ask the server. */
export function InstallmentsUnavailable({ loading, onRetry, onClose }: { loading: boolean; onRetry: () => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <DialogBody>
      <DialogTitle>
        <Trans>Installments</Trans>
      </DialogTitle>
      <DialogContent>
        {loading ? (
          <Spinner label={t`Loading the installments…`} />
        ) : (
          <MessageBar intent="warning">
            <MessageBarBody>
              <Trans>The installments could not be loaded. Check your connection and try again.</Trans>
            </MessageBarBody>
          </MessageBar>
        )}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        {loading ? null : (
          <Button appearance="primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </DialogActions>
    </DialogBody>
  );
}
