import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_PROJECT_PAGE } from '#contract/project-pages';

/** /projects/{id} opens the overview. */
export const Route = createFileRoute('/_app/projects/$projectId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/projects/$projectId/$page', params: { ...params, page: DEFAULT_PROJECT_PAGE }, replace: true });
  },
});
