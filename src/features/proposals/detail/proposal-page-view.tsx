import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProposalPageSlug } from '#contract/proposals';

type PageComponent = LazyExoticComponent<ComponentType<{ proposalId: number }>>;

function page<Name extends string>(load: () => Promise<Record<Name, ComponentType<{ proposalId: number }>>>, name: Name): PageComponent {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * The twelve pages behind the one `$page` route: one chunk for all twelve (pages/all-pages.ts), fetched when the first
 * of them opens and kept by the service worker, so the route tree that loads with /login carries one proposal-page
 * route instead of twelve, and the precache one file instead of twelve (docs/decisions/210-precache-in-few-files.md).
 */
const PAGES: Record<ProposalPageSlug, PageComponent> = {
  'cover-page': page(() => import('./pages/all-pages'), 'CoverPage'),
  background: page(() => import('./pages/all-pages'), 'BackgroundPage'),
  beneficiaries: page(() => import('./pages/all-pages'), 'BeneficiariesPage'),
  'logical-framework': page(() => import('./pages/all-pages'), 'LogicalFrameworkPage'),
  workplan: page(() => import('./pages/all-pages'), 'WorkplanPage'),
  'm-and-e': page(() => import('./pages/all-pages'), 'MonitoringPage'),
  'other-info': page(() => import('./pages/all-pages'), 'OtherInfoPage'),
  budget: page(() => import('./pages/all-pages'), 'BudgetPage'),
  documents: page(() => import('./pages/all-pages'), 'DocumentsPage'),
  'due-diligences': page(() => import('./pages/all-pages'), 'DueDiligencesPage'),
  'grant-objectives': page(() => import('./pages/all-pages'), 'GrantObjectivesPage'),
  'risk-analysis': page(() => import('./pages/all-pages'), 'RiskAnalysisPage'),
};

export function ProposalPageView({ page: slug, proposalId }: { page: ProposalPageSlug; proposalId: number }) {
  const Page = PAGES[slug];
  return <Page proposalId={proposalId} />;
}
