import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BatchMove } from '#contract/installment-moves';

/**
 * What each move's button says, and its dialog's title and explanation. The explanations claim nothing about who
 * asked for the installment: the dialog says that from the installment's recorded request (batch-request-line.tsx).
 */
export const BATCH_MOVE_TEXTS: Record<BatchMove, { button: MessageDescriptor; title: MessageDescriptor; explain: MessageDescriptor }> = {
  request: {
    button: msg`Record request`,
    title: msg`Record the organisation’s request`,
    explain: msg`Record that the organisation asked for this installment (by letter, e-mail or in a meeting). The log shows it under your name, on the organisation’s behalf; the request can then be approved, negotiated or rejected.`,
  },
  approve: {
    button: msg`Approve`,
    title: msg`Approve the request`,
    explain: msg`Approving locks its percent; the money can then be transferred.`,
  },
  negotiate: {
    button: msg`Negotiate`,
    title: msg`Negotiate the request`,
    explain: msg`The request stays open while you and the organisation agree on it. Say in the note what needs to change.`,
  },
  reopen: {
    button: msg`Reopen`,
    title: msg`Reopen the rejected request`,
    explain: msg`The rejected request goes back to negotiation with the organisation.`,
  },
  reject: {
    button: msg`Reject`,
    title: msg`Reject the request`,
    explain: msg`The organisation is told that this request was not approved. It can be reopened for negotiation later.`,
  },
  transfer: {
    button: msg`Record transfer`,
    title: msg`Record the transfer`,
    explain: msg`A transfer is final: it cannot be undone, and the installment stays locked. Record it only once the money has left; the organisation then confirms that it was received.`,
  },
};
