import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProjectPageSlug } from '#contract/project-pages';

/**
 * The names of the project's pages (spec section 2), in PROJECT_PAGES order. Kept free of UI and zod: the route
 * files name their breadcrumb with them, and route definitions load with the first page (decision 008).
 */
export const PROJECT_PAGE_LABELS: Record<ProjectPageSlug, MessageDescriptor> = {
  overview: msg`Overview`,
  reports: msg`Reports`,
  'indicator-tracking': msg`Indicators tracking`,
  'workplan-tracking': msg`Workplan tracking`,
  'spending-tracking': msg`Spending tracking`,
  installments: msg`Installments`,
  'risks-management': msg`Risks management`,
  'progress-reports': msg`Progress reports`,
  'expenditure-batches': msg`Expenditure batches`,
  'donor-reports': msg`Donor reports`,
  'monthly-reports': msg`Monthly reports`,
};
