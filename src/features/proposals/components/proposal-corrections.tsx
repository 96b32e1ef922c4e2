import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Proposal } from '#contract/proposals';
import type { OutboxEditorProps } from '@/offline/outbox';
import { proposalFromLists, proposalQuery } from '../api/get-proposal';
import type { ProposalAcceptPayload, ProposalBatchesPayload } from '../api/proposal-overlays';
import { AgreementDialog } from './agreement-dialog';
import { InstallmentsDialog } from './installments-dialog';

/*
 * The editors of refused proposal changes (decision 145): Pending changes opens them with the rejected record,
 * and they are the same dialogs the proposal's menu opens, started from what was queued.
 */

/** The proposal a correction is about: from the device's cache first, so the dialog opens offline too. */
function WithProposal({ id, onClose, children }: { id: number; onClose: () => void; children: (proposal: Proposal) => ReactNode }) {
  const queryClient = useQueryClient();
  const proposal = useQuery({ ...proposalQuery(id), initialData: () => proposalFromLists(queryClient, id), meta: { silentErrors: true } });
  if (proposal.data) return children(proposal.data);
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Trans>Proposal not available</Trans>
          </DialogTitle>
          <DialogContent>
            {proposal.isFetching ? (
              <Trans>Loading the proposal…</Trans>
            ) : (
              <Trans>This proposal is not saved on this device. Open it once while online, then correct the change.</Trans>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** IndexedDB keeps the agreement as the File it was; a Blob (an older record) gets its name back. */
function agreementFile(payload: ProposalAcceptPayload): File {
  return payload.file instanceof File ? payload.file : new File([payload.file], payload.fileName, { type: payload.file.type });
}

export function AcceptanceEditor({ record, onClose }: OutboxEditorProps<ProposalAcceptPayload>) {
  const { payload } = record;
  return (
    <WithProposal id={payload.proposalId} onClose={onClose}>
      {(proposal) => (
        <AgreementDialog
          proposal={proposal}
          correcting={{ key: record.key, file: agreementFile(payload), installments: payload.installments, refusal: record.error }}
          onClose={onClose}
        />
      )}
    </WithProposal>
  );
}

export function InstallmentsUpdateEditor({ record, onClose }: OutboxEditorProps<ProposalBatchesPayload>) {
  const { payload } = record;
  return (
    <WithProposal id={payload.proposalId} onClose={onClose}>
      {(proposal) => (
        <InstallmentsDialog
          proposal={proposal}
          correcting={{ key: record.key, installments: payload.installments, refusal: record.error }}
          onClose={onClose}
        />
      )}
    </WithProposal>
  );
}
