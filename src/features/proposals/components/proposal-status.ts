import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProposalStatus } from '#contract/enums';

/** The colours of spec section 4, by meaning; `PROPOSAL_STATUS_TONE` gives each status one. */
export type ProposalStatusTone = 'primary' | 'info' | 'warning' | 'error' | 'grey';

/** One translated label per status (spec section 3): the list filter, the cards, the detail header, the projects. */
export const proposalStatusLabel: Record<ProposalStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`Submitted`,
  ongoing: msg`Ongoing`,
  finished: msg`Finished`,
  rejected: msg`Rejected`,
  underNegotiation: msg`Under negotiation`,
  unfinished: msg`Unfinished`,
  stopped: msg`Stopped`,
  accepted: msg`Accepted`,
};

/** Spec section 4: accepted and ongoing primary; submitted info; underNegotiation warning; rejected and unfinished error; others grey. */
export const PROPOSAL_STATUS_TONE: Record<ProposalStatus, ProposalStatusTone> = {
  draft: 'grey',
  submitted: 'info',
  ongoing: 'primary',
  finished: 'grey',
  rejected: 'error',
  underNegotiation: 'warning',
  unfinished: 'error',
  stopped: 'grey',
  accepted: 'primary',
};
