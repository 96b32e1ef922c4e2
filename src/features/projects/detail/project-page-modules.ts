import type { QueryClient } from '@tanstack/react-query';
import type { ProjectPageSlug } from '#contract/project-pages';
import type { ProjectPageModule } from './pages/all-pages';

/**
 * The eleven pages behind the one `$page` route, in one chunk (pages/all-pages.ts) fetched when the first of them opens
 * and kept by the service worker, so the route tree that loads with /login carries one project-page route instead of
 * eleven, and the precache one file instead of eleven (docs/decisions/210-precache-in-few-files.md).
 */
export function projectPageModule(page: ProjectPageSlug): Promise<ProjectPageModule> {
  return import('./pages/all-pages').then((pages) => pages.PROJECT_PAGE_TABLE[page]);
}

export async function loadProjectPage(queryClient: QueryClient, projectId: number, page: ProjectPageSlug): Promise<void> {
  const module = await projectPageModule(page);
  await module.load(queryClient, projectId);
}
