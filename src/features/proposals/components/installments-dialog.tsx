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
import { useState, type KeyboardEvent } from 'react';
import { INSTALLMENTS_DIALOG_WIDTH } from '#contract/constants';
import type { Proposal } from '#contract/proposals';
import { usePendingRecords } from '@/offline/outbox';
import { proposalBatchesQuery } from '../api/get-proposal-batches';
import { PROPOSAL_ENTITY } from '../api/proposal-cache';
import { queuedInstallments } from '../api/proposal-overlays';
import { queueUpdateProposalBatches } from '../api/update-proposal-batches';
import { InstallmentsForm } from './installments-form';
import { draftsFromBatches, draftsFromValues, installmentsComplete, installmentsToSave, type InstallmentDraft } from './installments-draft';
import { ProposalPeriodNote } from './proposal-period-note';
import { runQueued } from '@/offline/run-queued';

const useStyles = makeStyles({
  surface: { maxWidth: `${INSTALLMENTS_DIALOG_WIDTH}px`, width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type InstallmentsDialogProps = { proposal: Proposal; onClose: () => void };

/** Elements whose own Enter must not save the dialog (a button's click, a link). */
function handlesEnterItself(target: EventTarget): boolean {
  return target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || target instanceof HTMLTextAreaElement;
}

/**
 * The installments dialog (spec section 2, 1000 wide): the proposal's installments, a note on its period, the
 * installments form, Cancel and Save; Enter saves once the percents total 100. A change the user queued earlier
 * and the server has not received yet is what the dialog starts from.
 */
export function InstallmentsDialog({ proposal, onClose }: InstallmentsDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const batches = useQuery({ ...proposalBatchesQuery(proposal.id), meta: { silentErrors: true } });
  const queued = queuedInstallments(usePendingRecords(PROPOSAL_ENTITY, proposal.id));
  const title = proposal.title;

  let body;
  if (queued) {
    body = <InstallmentsEditor proposal={proposal} initial={draftsFromValues(queued, batches.data)} onClose={onClose} />;
  } else if (batches.data) {
    body = <InstallmentsEditor proposal={proposal} initial={draftsFromBatches(batches.data)} onClose={onClose} />;
  } else {
    body = <InstallmentsUnavailable loading={batches.fetchStatus === 'fetching'} onRetry={() => void batches.refetch()} onClose={onClose} />;
  }

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={t`Installments of ${title}`}>
        {body}
      </DialogSurface>
    </Dialog>
  );
}

function InstallmentsEditor({ proposal, initial, onClose }: InstallmentsDialogProps & { initial: InstallmentDraft[] }) {
  const styles = useStyles();
  const [installments, setInstallments] = useState(initial);
  const [saving, setSaving] = useState(false);
  const complete = installmentsComplete(installments);
  const title = proposal.title;

  const save = async () => {
    if (!complete || saving) return;
    setSaving(true);
    const queued = await runQueued(queueUpdateProposalBatches(proposal, installmentsToSave(installments)));
    setSaving(false);
    if (queued) onClose();
  };
  const saveOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || handlesEnterItself(event.target)) return;
    event.preventDefault();
    void save();
  };

  return (
    <DialogBody onKeyDown={saveOnEnter}>
      <DialogTitle>
        <Trans>Installments of {title}</Trans>
      </DialogTitle>
      <DialogContent className={styles.content}>
        <ProposalPeriodNote proposal={proposal} />
        <InstallmentsForm
          value={installments}
          onChange={setInstallments}
          totalBudget={proposal.total_budget}
          currencySymbol={proposal.cur_symbol}
          disabled={saving}
        />
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
function InstallmentsUnavailable({ loading, onRetry, onClose }: { loading: boolean; onRetry: () => void; onClose: () => void }) {
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
