import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  ChatMultipleRegular,
  DismissCircleRegular,
  MoneyRegular,
  MoreHorizontalRegular,
  PeopleTeamRegular,
} from '@fluentui/react-icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import type { Proposal } from '#contract/proposals';
import { useOverlay, usePendingRecords } from '@/offline/outbox';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { PROPOSAL_ENTITY } from '../api/proposal-cache';
import { hasPendingDecision } from '../api/proposal-overlays';
import { queueNegotiateProposal, queueRejectProposal } from '../api/set-proposal-status';
import { AgreementDialog } from './agreement-dialog';
import { InstallmentsDialog } from './installments-dialog';
import { proposalControls, type ProposalControlBlock, type ProposalControlState } from './proposal-controls';
import { ProposalUsersInChargeDialog } from './proposal-users-in-charge-dialog';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';

type OpenDialog = 'usersInCharge' | 'installments' | 'accept' | 'reject' | 'negotiate' | null;

const BLOCKED_BECAUSE: Record<ProposalControlBlock, MessageDescriptor> = {
  permission: msg`You need the permission to manage grants.`,
  notInCharge: msg`Only the users in charge of this proposal or of its grant can do this.`,
  decisionPending: msg`A decision on this proposal is waiting to be sent. Try again once the server has it.`,
};

/**
 * The proposal actions menu (spec section 2), with its dialogs: users in charge, installments (when accepted),
 * accept, reject, negotiate. Every action is queued in the outbox, online or offline alike. A control the status
 * offers but the user may not use is shown disabled, its tooltip saying why (spec section 6).
 * The signed-in user comes from the signed-in layout's context, so a page only passes the proposal.
 */
export function ProposalActionsMenu({ proposal: given }: { proposal: Proposal }) {
  const { t, i18n } = useLingui();
  const me = useRouteContext({ from: '/_app', select: (context) => context.me });
  const [open, setOpen] = useState<OpenDialog>(null);
  // The dialogs start from the proposal as the user sees it, their own queued changes included (the overlays
  // only set what the change sets, so a page that passes an overlaid proposal gets the same).
  const proposal = useOverlay<Proposal>(PROPOSAL_ENTITY, given.id, given).data ?? given;
  const decisionPending = hasPendingDecision(usePendingRecords(PROPOSAL_ENTITY, proposal.id));
  const controls = proposalControls(proposal, me, { decisionPending });
  const title = proposal.title;
  const decision = useQueuedConfirm();
  const close = () => {
    decision.reset();
    setOpen(null);
  };

  const item = (control: ProposalControlState, dialog: Exclude<OpenDialog, null>, icon: ReactElement, label: ReactElement) => {
    if (!control.shown) return null;
    const entry = (
      <MenuItem key={dialog} icon={icon} disabled={!control.enabled} onClick={() => setOpen(dialog)}>
        {label}
      </MenuItem>
    );
    if (!control.blockedBy) return entry;
    return (
      <Tooltip key={dialog} content={i18n._(BLOCKED_BECAUSE[control.blockedBy])} relationship="description" positioning="before">
        {entry}
      </Tooltip>
    );
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t`Actions for ${title}`} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {item(controls.usersInCharge, 'usersInCharge', <PeopleTeamRegular />, <Trans>Users in charge</Trans>)}
            {item(controls.installments, 'installments', <MoneyRegular />, <Trans>Update installments</Trans>)}
            {item(controls.accept, 'accept', <CheckmarkCircleRegular />, <Trans>Accept</Trans>)}
            {item(controls.reject, 'reject', <DismissCircleRegular />, <Trans>Reject</Trans>)}
            {item(controls.negotiate, 'negotiate', <ChatMultipleRegular />, <Trans>Negotiate</Trans>)}
          </MenuList>
        </MenuPopover>
      </Menu>

      {open === 'usersInCharge' ? <ProposalUsersInChargeDialog proposal={proposal} onClose={close} /> : null}
      {open === 'installments' ? <InstallmentsDialog proposal={proposal} onClose={close} /> : null}
      {open === 'accept' ? <AgreementDialog proposal={proposal} onClose={close} /> : null}
      <ConfirmDialog
        open={open === 'reject'}
        danger
        title={<Trans>Reject proposal</Trans>}
        confirmLabel={<Trans>Reject</Trans>}
        busy={decision.busy}
        refusal={decision.refusal}
        onConfirm={() =>
          void decision.confirm(queueRejectProposal(proposal), {
            offlineNotice: msg`You are offline. The rejection will be sent when the connection is back; the status changes once the server confirms it.`,
            onDone: close,
          })
        }
        onCancel={close}
      >
        <Trans>Reject {title}? The organisation will be told that its proposal was not accepted.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'negotiate'}
        title={<Trans>Start negotiation</Trans>}
        confirmLabel={<Trans>Negotiate</Trans>}
        busy={decision.busy}
        refusal={decision.refusal}
        onConfirm={() =>
          void decision.confirm(queueNegotiateProposal(proposal), {
            offlineNotice: msg`You are offline. The negotiation will start when the connection is back; the status changes once the server confirms it.`,
            onDone: close,
          })
        }
        onCancel={close}
      >
        <Trans>Start negotiating {title}? The organisation and your colleagues can then discuss it page by page in comments.</Trans>
      </ConfirmDialog>
    </>
  );
}
