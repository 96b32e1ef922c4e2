import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ProjectPageSlug } from '#contract/project-pages';

/** What each project page module exports: the page, and the calls its route loader ensures before showing it. */
export type ProjectPageModule = {
  ProjectPage: ComponentType<{ projectId: number }>;
  /** Every call the page reads, in parallel; data already on this device is used as it is, so a visited page opens offline. */
  loadProjectPage: (queryClient: QueryClient, projectId: number) => Promise<unknown>;
};

/**
 * The eleven pages behind the one `$page` route, in one chunk (pages/all-pages.ts) fetched when the first of them opens
 * and kept by the service worker, so the route tree that loads with /login carries one project-page route instead of
 * eleven, and the precache one file instead of eleven (docs/decisions/210-precache-in-few-files.md).
 */
export const PROJECT_PAGE_MODULES: Record<ProjectPageSlug, () => Promise<ProjectPageModule>> = {
  overview: () => import('./pages/all-pages').then((pages) => pages.overviewPage),
  reports: () => import('./pages/all-pages').then((pages) => pages.reportsPage),
  'indicator-tracking': () => import('./pages/all-pages').then((pages) => pages.indicatorTrackingPage),
  'workplan-tracking': () => import('./pages/all-pages').then((pages) => pages.workplanTrackingPage),
  'spending-tracking': () => import('./pages/all-pages').then((pages) => pages.spendingTrackingPage),
  installments: () => import('./pages/all-pages').then((pages) => pages.installmentsPage),
  'risks-management': () => import('./pages/all-pages').then((pages) => pages.risksManagementPage),
  'progress-reports': () => import('./pages/all-pages').then((pages) => pages.progressReportsPage),
  'expenditure-batches': () => import('./pages/all-pages').then((pages) => pages.expenditureBatchesPage),
  'donor-reports': () => import('./pages/all-pages').then((pages) => pages.donorReportsPage),
  'monthly-reports': () => import('./pages/all-pages').then((pages) => pages.monthlyReportsPage),
};

export async function loadProjectPage(queryClient: QueryClient, projectId: number, page: ProjectPageSlug): Promise<void> {
  const module = await PROJECT_PAGE_MODULES[page]();
  await module.loadProjectPage(queryClient, projectId);
}
