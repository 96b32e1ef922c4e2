import type { ProposalPageSlug } from '#contract/proposals';

/** The route of each proposal page (spec section 2: /grants/{id}/proposals/{proposalId}/{page}). */
export const PROPOSAL_PAGE_PATHS = {
  'cover-page': '/grants/$grantId/proposals/$proposalId/cover-page',
  background: '/grants/$grantId/proposals/$proposalId/background',
  beneficiaries: '/grants/$grantId/proposals/$proposalId/beneficiaries',
  'logical-framework': '/grants/$grantId/proposals/$proposalId/logical-framework',
  workplan: '/grants/$grantId/proposals/$proposalId/workplan',
  'm-and-e': '/grants/$grantId/proposals/$proposalId/m-and-e',
  'other-info': '/grants/$grantId/proposals/$proposalId/other-info',
  budget: '/grants/$grantId/proposals/$proposalId/budget',
  documents: '/grants/$grantId/proposals/$proposalId/documents',
  'due-diligences': '/grants/$grantId/proposals/$proposalId/due-diligences',
  'grant-objectives': '/grants/$grantId/proposals/$proposalId/grant-objectives',
  'risk-analysis': '/grants/$grantId/proposals/$proposalId/risk-analysis',
} as const satisfies Record<ProposalPageSlug, string>;
