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
 * The eleven pages behind the one `$page` route, each its own chunk fetched when first opened (and kept by the service
 * worker), so the route tree that loads with /login carries one project-page route instead of eleven.
 */
export const PROJECT_PAGE_MODULES: Record<ProjectPageSlug, () => Promise<ProjectPageModule>> = {
  overview: () => import('./pages/overview-page'),
  reports: () => import('./pages/reports-page'),
  'indicator-tracking': () => import('./pages/indicator-tracking-page'),
  'workplan-tracking': () => import('./pages/workplan-tracking-page'),
  'spending-tracking': () => import('./pages/spending-tracking-page'),
  installments: () => import('./pages/installments-page'),
  'risks-management': () => import('./pages/risks-management-page'),
  'progress-reports': () => import('./pages/progress-reports-page'),
  'expenditure-batches': () => import('./pages/expenditure-batches-page'),
  'donor-reports': () => import('./pages/donor-reports-page'),
  'monthly-reports': () => import('./pages/monthly-reports-page'),
};

export async function loadProjectPage(queryClient: QueryClient, projectId: number, page: ProjectPageSlug): Promise<void> {
  const module = await PROJECT_PAGE_MODULES[page]();
  await module.loadProjectPage(queryClient, projectId);
}
