import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The camel-case twin of spec section 2 (old notification links use it): one page, one address, so it
 * redirects to /grants/{id}/due-diligence. It is a folder's index only because the route generator would give
 * `dueDiligence.tsx` and `due-diligence.tsx` the same identifier. See docs/decisions/090-grant-detail-pages.md.
 */
export const Route = createFileRoute('/_app/grants/$grantId/dueDiligence/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/grants/$grantId/due-diligence', params, replace: true });
  },
});
