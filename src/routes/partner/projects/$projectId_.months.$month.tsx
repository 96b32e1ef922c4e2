import { createFileRoute, notFound } from '@tanstack/react-router';
import { isLocale } from '#contract/enums';
import { isMonth } from '#contract/months';
import { EVERY_PARTNER_PROJECT, partnerProjectsQuery, usePartnerProjectDates } from '@/features/partner-projects';
import { PartnerMonthPage, monthName, partnerMonthQuery } from '@/features/projects';
import { i18n } from '@lingui/core';
import { loadDetailMessages } from '@/lib/i18n';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { SkeletonList } from '@/ui/list/skeleton-rows';

/**
 * /partner/projects/{id}/months/{YYYY-MM}: the organisation's report of one month (issue 14 item 2). The loader reads
 * the month and the organisation's projects (for the project's dates) from the persisted cache first, so a month seen
 * once opens offline; a month outside the project or another organisation's project is an error page from the API.
 */
export const Route = createFileRoute('/partner/projects/$projectId_/months/$month')({
  params: {
    parse: ({ projectId, month }) => ({ projectId: Number(projectId), month }),
    stringify: ({ projectId, month }) => ({ projectId: String(projectId), month }),
  },
  // The activity statuses' names are the follow-up pages' words, in the detail pages' catalog (decision 129).
  beforeLoad: () => loadDetailMessages(),
  loader: async ({ context, params: { projectId, month } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(projectId) || projectId <= 0 || !isMonth(month)) throw notFound();
    const [, projects] = await Promise.all([
      context.queryClient.ensureQueryData(partnerMonthQuery(projectId, month)),
      // For the months' navigation and the project's crumb: without it the page still opens.
      context.queryClient.ensureQueryData(partnerProjectsQuery(EVERY_PARTNER_PROJECT)).catch(() => undefined),
    ]);
    const project = projects?.data.find((candidate) => candidate.id === projectId);
    return {
      breadcrumb: monthName(month, isLocale(i18n.locale) ? i18n.locale : 'en'),
      // The project's crumb: this page is not inside the project's own route, which would name it.
      ancestors: project ? { [`/partner/projects/${projectId}`]: project.title } : {},
    };
  },
  pendingComponent: () => <SkeletonList rows={4} />,
  component: PartnerMonthRoute,
});

function PartnerMonthRoute() {
  const { projectId, month } = Route.useParams();
  const project = usePartnerProjectDates(projectId);
  return <PartnerMonthPage key={`${projectId}-${month}`} projectId={projectId} month={month} project={project} />;
}
