import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProposalPageSlug } from '#contract/proposals';

/**
 * The names of the proposal's twelve pages (spec section 2), in PROPOSAL_PAGES order. Kept free of UI and zod:
 * the route files name their breadcrumb with them, and route definitions load with the first page (decision 008).
 */
export const PROPOSAL_PAGE_LABELS: Record<ProposalPageSlug, MessageDescriptor> = {
  'cover-page': msg`Cover page`,
  background: msg`Background`,
  beneficiaries: msg`Beneficiaries`,
  'logical-framework': msg`Logical framework`,
  workplan: msg`Work plan`,
  'm-and-e': msg`Monitoring and evaluation`,
  'other-info': msg`Other information`,
  budget: msg`Budget`,
  documents: msg`Documents`,
  'due-diligences': msg`Due diligences`,
  'grant-objectives': msg`Grant objectives`,
  'risk-analysis': msg`Risk analysis`,
};
