/** Every project page module, in one lazy chunk (project-page-modules.ts): each exports ProjectPage and loadProjectPage. */
export * as overviewPage from './overview-page';
export * as reportsPage from './reports-page';
export * as indicatorTrackingPage from './indicator-tracking-page';
export * as workplanTrackingPage from './workplan-tracking-page';
export * as spendingTrackingPage from './spending-tracking-page';
export * as installmentsPage from './installments-page';
export * as risksManagementPage from './risks-management-page';
export * as progressReportsPage from './progress-reports-page';
export * as expenditureBatchesPage from './expenditure-batches-page';
export * as donorReportsPage from './donor-reports-page';
export * as monthlyReportsPage from './monthly-reports-page';
