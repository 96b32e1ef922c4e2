/**
 * The project sub-pages (spec section 2) and the numbers project notifications carry in `page`. Kept apart from
 * project-tracking.ts, without imports, because the notification menu (in the app shell) needs them and must not
 * pull the tracking schemas into the first bundle.
 */

/** The project sub-pages of spec section 2 (the camel-case twins are aliases of these in the PWA). */
export const PROJECT_PAGES = [
  'overview',
  'reports',
  'indicator-tracking',
  'workplan-tracking',
  'spending-tracking',
  'installments',
  'risks-management',
  'progress-reports',
  'expenditure-batches',
  'donor-reports',
  // Issue 14: appended, so the numbers notifications already carry keep their pages.
  'monthly-reports',
] as const;
export type ProjectPageSlug = (typeof PROJECT_PAGES)[number];

/** The numbering a project notification carries in `page` (like ProposalPage for proposals). */
export const ProjectPage = {
  OVERVIEW: 0,
  REPORTS: 1,
  INDICATOR_TRACKING: 2,
  WORKPLAN_TRACKING: 3,
  SPENDING_TRACKING: 4,
  INSTALLMENTS: 5,
  RISKS_MANAGEMENT: 6,
  PROGRESS_REPORTS: 7,
  EXPENDITURE_BATCHES: 8,
  DONOR_REPORTS: 9,
  MONTHLY_REPORTS: 10,
} as const satisfies Record<string, number>;
export type ProjectPage = (typeof ProjectPage)[keyof typeof ProjectPage];

/** The sub-page of a ProjectPage number; the overview for an unknown one. */
export function projectPageSlug(page: number): ProjectPageSlug {
  return PROJECT_PAGES[page] ?? 'overview';
}

/** The camel-case twins of spec section 2: addresses that open the same pages (the PWA redirects them). */
export const PROJECT_PAGE_TWINS: Readonly<Record<string, ProjectPageSlug>> = {
  indicatorsTracking: 'indicator-tracking',
  progressReports: 'progress-reports',
  risksManagement: 'risks-management',
  spendingTracking: 'spending-tracking',
  workplanTracking: 'workplan-tracking',
};

export function isProjectPage(segment: string): segment is ProjectPageSlug {
  return (PROJECT_PAGES as readonly string[]).includes(segment);
}

/** The page an address segment names (itself or through its twin); null for an unknown segment. */
export function projectPageOf(segment: string): ProjectPageSlug | null {
  if (isProjectPage(segment)) return segment;
  return Object.hasOwn(PROJECT_PAGE_TWINS, segment) ? (PROJECT_PAGE_TWINS[segment] ?? null) : null;
}

export const DEFAULT_PROJECT_PAGE: ProjectPageSlug = 'overview';
