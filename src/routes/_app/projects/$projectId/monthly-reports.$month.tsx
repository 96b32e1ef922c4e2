import { i18n } from '@lingui/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Suspense } from 'react';
import { isLocale } from '#contract/enums';
import { isMonth } from '#contract/months';
import { StaffMonthPage, monthName, projectMonthQuery } from '@/features/projects';
import { projectOverviewQuery } from '@/features/projects/api/get-project-overview';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/**
 * /projects/{id}/monthly-reports/{YYYY-MM}: a month the organisation submitted, for the funder's review (issue 14
 * item 3). Read from the persisted cache first, so a month seen once opens offline; a draft is the organisation's own
 * and answers 404, which opens the error page.
 */
export const Route = createFileRoute('/_app/projects/$projectId/monthly-reports/$month')({
  loader: async ({ context, params: { projectId, month } }): Promise<BreadcrumbLoaderData> => {
    if (!isMonth(month)) throw notFound();
    await Promise.all([
      context.queryClient.ensureQueryData(projectMonthQuery(projectId, month)),
      // Who may review: the users in charge (the layout already holds the project itself).
      context.queryClient.ensureQueryData(projectOverviewQuery(projectId)),
    ]);
    return { breadcrumb: monthName(month, isLocale(i18n.locale) ? i18n.locale : 'en') };
  },
  pendingComponent: () => <SkeletonList rows={4} />,
  component: StaffMonthRoute,
});

function StaffMonthRoute() {
  const { projectId, month } = Route.useParams();
  return (
    <Suspense fallback={<SkeletonList rows={4} />}>
      <StaffMonthPage key={`${projectId}-${month}`} projectId={projectId} month={month} />
    </Suspense>
  );
}
