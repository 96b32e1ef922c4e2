import { useRouterState } from '@tanstack/react-router';
import { DEFAULT_PROJECT_PAGE, projectPageOf, type ProjectPageSlug } from '#contract/project-pages';

/** The project page the address shows (its last segment); the overview while the index redirects to it. */
export function useCurrentProjectPage(): ProjectPageSlug {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return projectPageOf(last) ?? DEFAULT_PROJECT_PAGE;
}
