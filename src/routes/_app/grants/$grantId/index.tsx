import { createFileRoute, redirect } from '@tanstack/react-router';

/** /grants/{id} alone opens the overview, the first page of the grant's side menu. */
export const Route = createFileRoute('/_app/grants/$grantId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/grants/$grantId/overview', params, replace: true });
  },
});
