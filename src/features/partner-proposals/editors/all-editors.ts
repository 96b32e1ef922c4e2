/** Every editor of the proposal's pages, in one lazy chunk (editor-pages.ts). */
export { CoverPageEditor } from './cover-page-editor';
export { BackgroundEditor } from './background-editor';
export { BeneficiariesEditor } from './beneficiaries-editor';
export { MonitoringEditor } from './m-and-e-editor';
export { OtherInfoEditor } from './other-info-editor';
export { GrantObjectivesEditor } from './grant-objectives-editor';
export { LogicalFrameworkEditor } from './logical-framework-editor';
export { WorkplanEditor } from './workplan-editor';
export { BudgetEditor } from './budget-editor';
export { RiskAnalysisEditor } from './risk-analysis-editor';
export { DocumentsEditor } from './documents-editor';
export { DueDiligencesEditor } from './due-diligences-editor';
