import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ProposalStatusChip } from '@/features/proposals';
import { PageStack } from '@/ui/page-section';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { partnerProjectQuery } from '../../api/get-partner-project';
import type { PartnerProjectRef } from '../../api/partner-project-queued';
import { WorkspaceDue, WorkspaceMonths } from './workspace-due';
import { WorkspaceInstallments } from './workspace-installments';
import { WorkspaceOverview } from './workspace-overview';
import { WorkspacePlan } from './workspace-plan';
import { WorkspaceProgressReports } from './workspace-progress-reports';
import { WorkspaceRisks } from './workspace-risks';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  title: { margin: 0, overflowWrap: 'anywhere' },
});

/**
 * /partner/projects/{id}: the organisation's workspace for one running project (issue 14 item 1): the project at a
 * glance, what is due, the months, the plan agreed at acceptance, the installments, the risk register and the
 * progress reports. Read from the persisted cache first, so a workspace seen once opens offline; every change goes
 * through the outbox.
 */
export function PartnerProjectWorkspace({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const titleId = useId();
  const { data: workspace, dataUpdatedAt, isFetching } = useSuspenseQuery(partnerProjectQuery(projectId));
  const { project } = workspace;
  const ref: PartnerProjectRef = { projectId: project.id, projectTitle: project.title };
  return (
    <section aria-labelledby={titleId}>
      <PageStack>
        <div className={styles.header}>
          <Title2 as="h1" id={titleId} className={styles.title} dir="auto">
            {project.title}
          </Title2>
          <Text>{project.code}</Text>
          <ProposalStatusChip status={project.status} />
          <FreshnessNote dataUpdatedAt={dataUpdatedAt} isFetching={isFetching} />
        </div>
        <WorkspaceOverview workspace={workspace} />
        <WorkspaceDue workspace={workspace} />
        <WorkspaceMonths workspace={workspace} />
        <WorkspacePlan workspace={workspace} />
        <WorkspaceInstallments workspace={workspace} project={ref} />
        <WorkspaceRisks risks={workspace.risks} project={ref} />
        <WorkspaceProgressReports reports={workspace.progress_reports} project={{ ...ref, start_date: project.start_date, end_date: project.end_date }} />
      </PageStack>
    </section>
  );
}
