import type { ProposalStatus } from '#contract/enums';

/**
 * A status filter read from the URL: one of the statuses the side sees (FUNDER_PROPOSAL_STATUSES for staff, so a
 * draft in a staff link reads as all), in either spelling of "under negotiation" (a link copied from the API's wire
 * form still works); anything else means all statuses. Plain, without zod:
 * route definitions load with the first page (docs/decisions/008-bundle-budgets.md).
 */
export function readProposalStatus<Status extends ProposalStatus>(value: unknown, statuses: readonly Status[]): Status | undefined {
  const status = value === 'under_negotiation' ? 'underNegotiation' : value;
  return statuses.find((candidate) => candidate === status);
}
