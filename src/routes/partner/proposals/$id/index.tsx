import { createFileRoute, redirect } from '@tanstack/react-router';

/** /partner/proposals/{id} alone opens the cover page, the first page of the proposal. */
export const Route = createFileRoute('/partner/proposals/$id/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/partner/proposals/$id/$page', params: { ...params, page: 'cover-page' }, replace: true });
  },
});
