import type { InspireQuery } from '#contract/inspire';

/** The page's filters, as the URL and GET DonorProject/Inspire name them: one initiative, country or grant. */
export type InspireFilter = InspireQuery;

/**
 * Every /inspire query hangs under `inspireKeys.all`: the page's figures and featured stories, and the list staff
 * choose from. A story featured or taken off invalidates both.
 */
export const inspireKeys = {
  all: ['inspire'] as const,
  page: (filter: InspireFilter) => [...inspireKeys.all, 'page', filter] as const,
  stories: (filter: InspireFilter) => [...inspireKeys.all, 'stories', filter] as const,
};
