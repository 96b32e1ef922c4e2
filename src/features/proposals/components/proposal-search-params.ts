import { PROPOSAL_STATUSES, type ProposalStatus } from '#contract/enums';

/**
 * A status filter read from the URL: one of the contract's statuses, in either spelling of "under negotiation"
 * (a link copied from the API's wire form still works); anything else means all statuses. Plain, without zod:
 * route definitions load with the first page (docs/decisions/008-bundle-budgets.md).
 */
export function readProposalStatus(value: unknown): ProposalStatus | undefined {
  const status = value === 'under_negotiation' ? 'underNegotiation' : value;
  return PROPOSAL_STATUSES.find((candidate) => candidate === status);
}
