/** Every proposal page, in one lazy chunk (proposal-page-view.tsx). */
export { CoverPage } from './cover-page';
export { BackgroundPage } from './background-page';
export { BeneficiariesPage } from './beneficiaries-page';
export { LogicalFrameworkPage } from './logical-framework-page';
export { WorkplanPage } from './workplan-page';
export { MonitoringPage } from './monitoring-page';
export { OtherInfoPage } from './other-info-page';
export { BudgetPage } from './budget-page';
export { DocumentsPage } from './documents-page';
export { DueDiligencesPage } from './due-diligences-page';
export { GrantObjectivesPage } from './grant-objectives-page';
export { RiskAnalysisPage } from './risk-analysis-page';
