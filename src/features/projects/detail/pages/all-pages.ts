import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ProjectPageSlug } from '#contract/project-pages';
import { ProjectOverviewPage, loadProjectOverviewPage } from './overview-page';
import { ProjectReportsPage, loadProjectReportsPage } from './reports-page';
import { ProjectIndicatorTrackingPage, loadProjectIndicatorTrackingPage } from './indicator-tracking-page';
import { ProjectWorkplanTrackingPage, loadProjectWorkplanTrackingPage } from './workplan-tracking-page';
import { ProjectSpendingTrackingPage, loadProjectSpendingTrackingPage } from './spending-tracking-page';
import { ProjectInstallmentsPage, loadProjectInstallmentsPage } from './installments-page';
import { ProjectRisksManagementPage, loadProjectRisksManagementPage } from './risks-management-page';
import { ProjectProgressReportsPage, loadProjectProgressReportsPage } from './progress-reports-page';
import { ProjectExpenditureBatchesPage, loadProjectExpenditureBatchesPage } from './expenditure-batches-page';
import { ProjectDonorReportsPage, loadProjectDonorReportsPage } from './donor-reports-page';
import { ProjectMonthlyReportsPage, loadProjectMonthlyReportsPage } from './monthly-reports-page';

/** What each project page offers its route: the page, and the calls its loader ensures before showing it. */
export type ProjectPageModule = {
  Page: ComponentType<{ projectId: number }>;
  /** Every call the page reads, in parallel; data already on this device is used as it is, so a visited page opens offline. */
  load: (queryClient: QueryClient, projectId: number) => Promise<unknown>;
};

/** Every project page, in one lazy chunk (project-page-modules.ts): one row per page of the contract. */
export const PROJECT_PAGE_TABLE: Record<ProjectPageSlug, ProjectPageModule> = {
  overview: { Page: ProjectOverviewPage, load: loadProjectOverviewPage },
  reports: { Page: ProjectReportsPage, load: loadProjectReportsPage },
  'indicator-tracking': { Page: ProjectIndicatorTrackingPage, load: loadProjectIndicatorTrackingPage },
  'workplan-tracking': { Page: ProjectWorkplanTrackingPage, load: loadProjectWorkplanTrackingPage },
  'spending-tracking': { Page: ProjectSpendingTrackingPage, load: loadProjectSpendingTrackingPage },
  installments: { Page: ProjectInstallmentsPage, load: loadProjectInstallmentsPage },
  'risks-management': { Page: ProjectRisksManagementPage, load: loadProjectRisksManagementPage },
  'progress-reports': { Page: ProjectProgressReportsPage, load: loadProjectProgressReportsPage },
  'expenditure-batches': { Page: ProjectExpenditureBatchesPage, load: loadProjectExpenditureBatchesPage },
  'donor-reports': { Page: ProjectDonorReportsPage, load: loadProjectDonorReportsPage },
  'monthly-reports': { Page: ProjectMonthlyReportsPage, load: loadProjectMonthlyReportsPage },
};
