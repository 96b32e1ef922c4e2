import { createFileRoute, notFound } from '@tanstack/react-router';
import { CallDetail, partnerCallQuery } from '@/features/partner-proposals';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/** /partner/calls/{grantId}: one call in full, with Apply. Its loader names the breadcrumb after the grant. */
export const Route = createFileRoute('/partner/calls/$grantId')({
  params: {
    parse: ({ grantId }) => ({ grantId: Number(grantId) }),
    stringify: ({ grantId }) => ({ grantId: String(grantId) }),
  },
  loader: async ({ context, params: { grantId } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(grantId) || grantId <= 0) throw notFound();
    const call = await context.queryClient.ensureQueryData(partnerCallQuery(grantId));
    return { breadcrumb: call.title };
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: CallRoute,
});

function CallRoute() {
  const { grantId } = Route.useParams();
  return <CallDetail grantId={grantId} />;
}
