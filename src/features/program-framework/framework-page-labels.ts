import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgramPageSlug } from '#contract/program-pages';

/**
 * The names of the program's pages (spec section 2), in the side menu's order. Kept free of UI and zod: the route
 * files name their breadcrumb with them, and route definitions load with the first page (decision 008).
 */
export const PROGRAM_OVERVIEW_LABEL: MessageDescriptor = msg`Overview`;

export const PROGRAM_PAGE_LABELS: Record<ProgramPageSlug, MessageDescriptor> = {
  'projects-objectives': msg`Objectives and projects`,
  outcomes: msg`Outcomes`,
  outputs: msg`Outputs`,
  indicators: msg`Indicators`,
  activities: msg`Activities`,
  'verification-methods': msg`Verification methods`,
  'monitoring-and-evaluation': msg`Monitoring and evaluation`,
  risks: msg`Risks`,
};
