import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerProposal } from '#contract/partner-proposals';
import { partnerProfileQuery } from '@/features/partner-account';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { queueSubmitProposal } from '../api/submit-proposal';
import { submitState } from './submit-state';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXXS },
  why: { color: tokens.colorNeutralForeground3, maxWidth: '320px', textAlign: 'end' },
});

/**
 * Submit, for the organisation's admin (issue 13 item 5): pressable only when every page is complete and the
 * deadline has not passed; a confirmation, then the server's answer (it checks it all again) in the dialog.
 */
export function SubmitProposalButton({ proposal }: { proposal: PartnerProposal }) {
  const styles = useStyles();
  const { data: profile } = useQuery(partnerProfileQuery());
  const { shown, enabled, block } = submitState(proposal, profile?.ngo_role);
  const [open, setOpen] = useState(false);
  const submit = useQueuedConfirm();
  if (!shown) return null;
  const resubmission = proposal.status === 'underNegotiation';
  const close = () => {
    setOpen(false);
    submit.reset();
  };
  return (
    <div className={styles.box}>
      <Button appearance="primary" icon={<SendRegular />} disabled={!enabled} onClick={() => setOpen(true)} aria-describedby={block ? 'submit-block' : undefined}>
        {resubmission ? <Trans>Resubmit</Trans> : <Trans>Submit</Trans>}
      </Button>
      {block === 'incomplete' ? (
        <Caption1 id="submit-block" className={styles.why}>
          <Trans>Complete every page to submit: the side menu marks the ones still missing something.</Trans>
        </Caption1>
      ) : block === 'deadline' ? (
        <Caption1 id="submit-block" className={styles.why}>
          <Trans>The deadline of this grant has passed.</Trans>
        </Caption1>
      ) : null}
      <ConfirmDialog
        open={open}
        title={resubmission ? <Trans>Resubmit the proposal</Trans> : <Trans>Submit the proposal</Trans>}
        confirmLabel={resubmission ? <Trans>Resubmit</Trans> : <Trans>Submit</Trans>}
        busy={submit.busy}
        refusal={submit.refusal}
        onConfirm={() =>
          void submit.confirm(queueSubmitProposal(proposal), {
            offlineNotice: msg`You are offline. The proposal will be submitted when the connection is back; its status changes once the server confirms it.`,
            onDone: close,
          })
        }
        onCancel={close}
      >
        <Trans>Once submitted, the proposal can no longer be changed unless the funder opens a negotiation.</Trans>
      </ConfirmDialog>
    </div>
  );
}
