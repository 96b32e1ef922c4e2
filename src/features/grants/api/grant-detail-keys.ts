import { grantKeys } from './grant-keys';

/**
 * The queries of a grant's detail pages hang under the grant's own key (as `grantKeys.validation` does), so
 * invalidating a grant (`grantKeys.detail(id)`) refreshes its objectives and due diligences with it: every
 * change to them bumps the grant's version on the server as well.
 */
export const grantDetailKeys = {
  objectives: (grantId: number) => [...grantKeys.detail(grantId), 'objectives'] as const,
  dueDiligences: (grantId: number) => [...grantKeys.detail(grantId), 'due-diligences'] as const,
  programObjectives: (grantId: number) => [...grantKeys.detail(grantId), 'program-objectives'] as const,
  /** The funder's due-diligence types, offered by the picker: one list for every grant. */
  dueDiligenceTypes: () => [...grantKeys.all, 'due-diligence-types'] as const,
};
