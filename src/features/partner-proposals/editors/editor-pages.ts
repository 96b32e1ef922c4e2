import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProposalPageSlug } from '#contract/enums';
import type { EditorProps } from './editor-props';

type EditorLoader = () => Promise<ComponentType<EditorProps>>;

/**
 * Where the editor of each of the proposal's twelve pages (contract/enums.ts PROPOSAL_PAGES) lives: all twelve in one
 * chunk (all-editors.ts), fetched with the first visit to an editor (docs/decisions/210-precache-in-few-files.md). A Record over the pages: a new page does not compile until it has its editor.
 */
export const EDITOR_LOADERS: Record<ProposalPageSlug, EditorLoader> = {
  'cover-page': () => import('./all-editors').then((module) => module.CoverPageEditor),
  background: () => import('./all-editors').then((module) => module.BackgroundEditor),
  beneficiaries: () => import('./all-editors').then((module) => module.BeneficiariesEditor),
  'm-and-e': () => import('./all-editors').then((module) => module.MonitoringEditor),
  'other-info': () => import('./all-editors').then((module) => module.OtherInfoEditor),
  'grant-objectives': () => import('./all-editors').then((module) => module.GrantObjectivesEditor),
  'logical-framework': () => import('./all-editors').then((module) => module.LogicalFrameworkEditor),
  workplan: () => import('./all-editors').then((module) => module.WorkplanEditor),
  budget: () => import('./all-editors').then((module) => module.BudgetEditor),
  'risk-analysis': () => import('./all-editors').then((module) => module.RiskAnalysisEditor),
  documents: () => import('./all-editors').then((module) => module.DocumentsEditor),
  'due-diligences': () => import('./all-editors').then((module) => module.DueDiligencesEditor),
};

type LazyEditor = LazyExoticComponent<ComponentType<EditorProps>>;

/** The editors as lazy components, one per page that has one. */
export const EDITOR_PAGES: Partial<Record<ProposalPageSlug, LazyEditor>> = Object.fromEntries(
  Object.entries(EDITOR_LOADERS).map(([page, load]) => [page, lazy(() => load().then((component) => ({ default: component })))]),
);

export function hasEditor(page: ProposalPageSlug): boolean {
  return EDITOR_LOADERS[page] !== undefined;
}
