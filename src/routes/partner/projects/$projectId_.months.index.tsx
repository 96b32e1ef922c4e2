import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import { todayIso } from '#contract/partner-proposals';
import { EVERY_PARTNER_PROJECT, partnerProjectsQuery } from '@/features/partner-projects';
import { latestReportableMonth } from '@/features/projects';

/**
 * /partner/projects/{id}/months opens the latest month that can be reported (this month, or the project's last);
 * a project not started yet, or not on the organisation's list, goes back to the projects. In the loader, not in
 * beforeLoad: the loader is split from the route tree, so the months' feature stays out of the first bundle.
 */
export const Route = createFileRoute('/partner/projects/$projectId_/months/')({
  loader: async ({ context, params }) => {
    const projectId = Number(params.projectId);
    const projects = await context.queryClient.ensureQueryData(partnerProjectsQuery(EVERY_PARTNER_PROJECT)).catch(() => null);
    const project = projects?.data.find((candidate) => candidate.id === projectId);
    const month = project ? latestReportableMonth(project, todayIso()) : null;
    if (month === null) throw redirect({ to: '/partner/projects', search: { page: 1, rows: DEFAULT_PAGE_SIZE }, replace: true });
    throw redirect({ to: '/partner/projects/$projectId/months/$month', params: { projectId, month }, replace: true });
  },
});
