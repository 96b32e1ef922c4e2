import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PROJECT_PAGES, type ProjectPageSlug } from '#contract/project-pages';
import { projectPageModule } from './project-page-modules';

type PageComponent = LazyExoticComponent<ComponentType<{ projectId: number }>>;

const PAGES = Object.fromEntries(
  PROJECT_PAGES.map((slug) => [slug, lazy(() => projectPageModule(slug).then((module) => ({ default: module.Page })))]),
) as Record<ProjectPageSlug, PageComponent>;

export function ProjectPageView({ page, projectId }: { page: ProjectPageSlug; projectId: number }) {
  const Page = PAGES[page];
  return <Page projectId={projectId} />;
}
