import { createFileRoute, redirect } from '@tanstack/react-router';

/** /grants/{id}/proposals/{proposalId} alone opens the cover page, the first page of the proposal (spec section 2). */
export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/grants/$grantId/proposals/$proposalId/$page', params: { ...params, page: 'cover-page' }, replace: true });
  },
});
