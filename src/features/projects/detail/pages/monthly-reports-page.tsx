import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { projectMonthsQuery } from '../../months/api/get-monthly-reports';
import { ProjectMonthsTable } from '../../months/components/project-months-table';
import { PageHeading, PageStack, SectionCard } from '@/ui/page-section';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';

/**
 * Monthly reports (issue 14 item 3): the project's months as the organisation reports them, newest first; a submitted
 * month opens for review (src/routes/_app/projects/$projectId/monthly-reports.$month.tsx).
 */
export function ProjectMonthlyReportsPage({ projectId }: { projectId: number }) {
  const { i18n, t } = useLingui();
  return (
    <PageStack>
      <PageHeading title={i18n._(PROJECT_PAGE_LABELS['monthly-reports'])} />
      <SectionCard headingLevel="h3" title={t`Months`}>
        <ProjectMonthsTable projectId={projectId} />
      </SectionCard>
    </PageStack>
  );
}

export function loadProjectMonthlyReportsPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return queryClient.ensureQueryData(projectMonthsQuery(projectId));
}
