import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProposalPageSlug } from '#contract/proposals';

type PageComponent = LazyExoticComponent<ComponentType<{ proposalId: number }>>;

function page<Name extends string>(load: () => Promise<Record<Name, ComponentType<{ proposalId: number }>>>, name: Name): PageComponent {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * The twelve pages behind the one `$page` route: each is its own chunk, fetched when first opened (and kept by the
 * service worker), so the route tree that loads with /login carries one proposal-page route instead of twelve.
 */
const PAGES: Record<ProposalPageSlug, PageComponent> = {
  'cover-page': page(() => import('./pages/cover-page'), 'CoverPage'),
  background: page(() => import('./pages/background-page'), 'BackgroundPage'),
  beneficiaries: page(() => import('./pages/beneficiaries-page'), 'BeneficiariesPage'),
  'logical-framework': page(() => import('./pages/logical-framework-page'), 'LogicalFrameworkPage'),
  workplan: page(() => import('./pages/workplan-page'), 'WorkplanPage'),
  'm-and-e': page(() => import('./pages/monitoring-page'), 'MonitoringPage'),
  'other-info': page(() => import('./pages/other-info-page'), 'OtherInfoPage'),
  budget: page(() => import('./pages/budget-page'), 'BudgetPage'),
  documents: page(() => import('./pages/documents-page'), 'DocumentsPage'),
  'due-diligences': page(() => import('./pages/due-diligences-page'), 'DueDiligencesPage'),
  'grant-objectives': page(() => import('./pages/grant-objectives-page'), 'GrantObjectivesPage'),
  'risk-analysis': page(() => import('./pages/risk-analysis-page'), 'RiskAnalysisPage'),
};

export function ProposalPageView({ page: slug, proposalId }: { page: ProposalPageSlug; proposalId: number }) {
  const Page = PAGES[slug];
  return <Page proposalId={proposalId} />;
}
