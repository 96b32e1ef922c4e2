import { Outlet, createFileRoute, notFound, useMatch } from '@tanstack/react-router';
import { GrantStatus } from '#contract/enums';
import { GRANT_SORT_COLUMNS } from '#contract/list-columns';
import { grantQuery } from '@/features/grants/api/get-grant';
import { grantValidationQuery } from '@/features/grants/api/get-grant-validation';
import { GrantDetailLayout } from '@/features/grants/components/detail/grant-detail-layout';
import { listSearchDefaults } from '@/ui/list/list-search';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';

/**
 * The grant layout (spec section 2). Its loader names the breadcrumb after the grant (decision 033); the grant
 * comes from the persisted cache first, so the layout paints offline. The id is parsed to a number without zod
 * (decision 008); links pass `params={{ grantId: grant.id }}`.
 */
export const Route = createFileRoute('/_app/grants/$grantId')({
  params: {
    parse: ({ grantId }) => ({ grantId: Number(grantId) }),
    stringify: ({ grantId }) => ({ grantId: String(grantId) }),
  },
  loader: async ({ context, params: { grantId } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(grantId) || grantId <= 0) throw notFound();
    const grant = await context.queryClient.ensureQueryData(grantQuery(grantId));
    // The side menu's marks; not awaited, so a slow validation never holds the page back.
    if (grant.status === GrantStatus.Draft) void context.queryClient.prefetchQuery(grantValidationQuery(grant.id));
    return { breadcrumb: grant.title };
  },
  component: GrantLayoutRoute,
});

function GrantLayoutRoute() {
  const { grantId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // A proposal has a layout of its own (header card, menu of its pages): it takes the whole width, not the grant's page column.
  const proposalOpen = useMatch({ from: '/_app/grants/$grantId/proposals/$proposalId', shouldThrow: false });
  if (proposalOpen) return <Outlet />;
  return (
    <GrantDetailLayout grantId={grantId} me={me} onDeleted={() => void navigate({ to: '/grants', search: listSearchDefaults(GRANT_SORT_COLUMNS) })}>
      <Outlet />
    </GrantDetailLayout>
  );
}
