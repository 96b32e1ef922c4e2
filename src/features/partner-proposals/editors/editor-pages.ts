import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProposalPageSlug } from '#contract/enums';
import type { EditorProps } from './editor-props';

type EditorLoader = () => Promise<ComponentType<EditorProps>>;

/**
 * Where the editor of each of the proposal's twelve pages (contract/enums.ts PROPOSAL_PAGES) lives, fetched with the
 * first visit to its page. The logical framework, work plan, budget, risk analysis, documents and due diligences
 * join with their editors (issue 13, written alongside); until then the route answers "not found" for those pages.
 * Once every page has its editor, this becomes a Record over PROPOSAL_PAGES so the compiler holds it to the list.
 */
export const EDITOR_LOADERS: Partial<Record<ProposalPageSlug, EditorLoader>> = {
  'cover-page': () => import('./cover-page-editor').then((module) => module.CoverPageEditor),
  background: () => import('./background-editor').then((module) => module.BackgroundEditor),
  beneficiaries: () => import('./beneficiaries-editor').then((module) => module.BeneficiariesEditor),
  'm-and-e': () => import('./m-and-e-editor').then((module) => module.MonitoringEditor),
  'other-info': () => import('./other-info-editor').then((module) => module.OtherInfoEditor),
  'grant-objectives': () => import('./grant-objectives-editor').then((module) => module.GrantObjectivesEditor),
};

type LazyEditor = LazyExoticComponent<ComponentType<EditorProps>>;

/** The editors as lazy components, one per page that has one. */
export const EDITOR_PAGES: Partial<Record<ProposalPageSlug, LazyEditor>> = Object.fromEntries(
  Object.entries(EDITOR_LOADERS).map(([page, load]) => [page, lazy(() => load().then((component) => ({ default: component })))]),
);

export function hasEditor(page: ProposalPageSlug): boolean {
  return EDITOR_LOADERS[page] !== undefined;
}
