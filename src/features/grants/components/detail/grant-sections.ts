import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Grant, GrantValidation } from '#contract/grants';
import { missingForPublish } from '../../api/get-grant-validation';

/** The grant layout's pages, in the side menu's order (spec section 2). */
export const GRANT_SECTIONS = ['overview', 'objectives', 'due-diligence', 'proposals', 'history'] as const;
export type GrantSection = (typeof GRANT_SECTIONS)[number];

export const GRANT_SECTION_PATHS = {
  overview: '/grants/$grantId/overview',
  objectives: '/grants/$grantId/objectives',
  'due-diligence': '/grants/$grantId/due-diligence',
  proposals: '/grants/$grantId/proposals',
  history: '/grants/$grantId/history',
} as const satisfies Record<GrantSection, string>;

export const GRANT_SECTION_LABELS: Record<GrantSection, MessageDescriptor> = {
  overview: msg`Overview`,
  objectives: msg`Objectives`,
  'due-diligence': msg`Due diligence`,
  proposals: msg`Proposals`,
  history: msg`History`,
};

/** What publishing still lacks (one entry per unmet validation flag, as the publish dialog lists them). */
export type MissingForPublishing = ReturnType<typeof missingForPublish>[number];

/** The page that fixes each: the program percentages are shown (and explained) on the objectives page. */
export const MISSING_FIXED_ON: Record<MissingForPublishing, GrantSection> = {
  objectives: 'objectives',
  programs: 'objectives',
  dueDiligence: 'due-diligence',
};

/**
 * The validation as the user sees it: the server's flags, except where the user has queued objective or
 * due-diligence changes, whose effect the overlaid grant's counts already show.
 */
export function validationWithQueuedChanges(
  validation: GrantValidation,
  grant: Pick<Grant, 'objectives_count' | 'due_diligences_count'>,
  queued: { objectives: boolean; dueDiligences: boolean },
): GrantValidation {
  return {
    GrantObjective: queued.objectives ? grant.objectives_count > 0 : validation.GrantObjective,
    ProgramsPercent: validation.ProgramsPercent,
    GrantDueDiligence: queued.dueDiligences ? grant.due_diligences_count > 0 : validation.GrantDueDiligence,
  };
}

/**
 * Spec section 2: the objectives entry shows an error border when the grant has no objective or its program
 * percentages are incomplete; the due-diligence entry when it has none. Unknown validation marks nothing.
 */
export function sectionsNeedingAttention(validation: GrantValidation | undefined): ReadonlySet<GrantSection> {
  if (!validation) return new Set();
  return new Set(missingForPublish(validation).map((missing) => MISSING_FIXED_ON[missing]));
}
