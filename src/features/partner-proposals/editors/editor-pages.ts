import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProposalPageSlug } from '#contract/enums';
import type { EditorProps } from './editor-props';

type EditorLoader = () => Promise<ComponentType<EditorProps>>;

/**
 * Where the editor of each of the proposal's twelve pages (contract/enums.ts PROPOSAL_PAGES) lives, fetched with the
 * first visit to its page. A Record over the pages: a new page does not compile until it has its editor.
 */
export const EDITOR_LOADERS: Record<ProposalPageSlug, EditorLoader> = {
  'cover-page': () => import('./cover-page-editor').then((module) => module.CoverPageEditor),
  background: () => import('./background-editor').then((module) => module.BackgroundEditor),
  beneficiaries: () => import('./beneficiaries-editor').then((module) => module.BeneficiariesEditor),
  'm-and-e': () => import('./m-and-e-editor').then((module) => module.MonitoringEditor),
  'other-info': () => import('./other-info-editor').then((module) => module.OtherInfoEditor),
  'grant-objectives': () => import('./grant-objectives-editor').then((module) => module.GrantObjectivesEditor),
  'logical-framework': () => import('./logical-framework-editor').then((module) => module.LogicalFrameworkEditor),
  workplan: () => import('./workplan-editor').then((module) => module.WorkplanEditor),
  budget: () => import('./budget-editor').then((module) => module.BudgetEditor),
  'risk-analysis': () => import('./risk-analysis-editor').then((module) => module.RiskAnalysisEditor),
  documents: () => import('./documents-editor').then((module) => module.DocumentsEditor),
  'due-diligences': () => import('./due-diligences-editor').then((module) => module.DueDiligencesEditor),
};

type LazyEditor = LazyExoticComponent<ComponentType<EditorProps>>;

/** The editors as lazy components, one per page that has one. */
export const EDITOR_PAGES: Partial<Record<ProposalPageSlug, LazyEditor>> = Object.fromEntries(
  Object.entries(EDITOR_LOADERS).map(([page, load]) => [page, lazy(() => load().then((component) => ({ default: component })))]),
);

export function hasEditor(page: ProposalPageSlug): boolean {
  return EDITOR_LOADERS[page] !== undefined;
}
