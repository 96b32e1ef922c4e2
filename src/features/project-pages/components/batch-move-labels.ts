import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BatchMove } from '@/features/projects/api/batch-moves';

/** What each move's button says, and its dialog's title and explanation. */
export const BATCH_MOVE_TEXTS: Record<BatchMove, { button: MessageDescriptor; title: MessageDescriptor; explain: MessageDescriptor }> = {
  approve: {
    button: msg`Approve`,
    title: msg`Approve the request`,
    explain: msg`The organisation asked for this installment. Approving locks its percent; the money can then be transferred.`,
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
    button: msg`Mark as transferred`,
    title: msg`Mark the installment as transferred`,
    explain: msg`A transfer is final: it cannot be undone, and the installment stays locked. Confirm only once the money has left.`,
  },
};
