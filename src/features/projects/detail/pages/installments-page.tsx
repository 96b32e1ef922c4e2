import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { EditRegular, MoneyHandRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { projectQuery } from '../../api/get-project';
import { projectInstallmentsQuery } from '../../api/get-project-installments';
import { projectOverviewQuery } from '../../api/get-project-overview';
import { PROJECT_ENTITY } from '../../api/project-cache';
import { projectControls } from '../../api/project-controls';
import { queuedProjectInstallments } from '../../api/project-queued';
import { Facts } from '@/ui/facts';
import { PageHeading, PageStack, SectionCard } from '@/ui/page-section';
import { formatCount, formatMoney, formatPercent } from '@/lib/format-money';
import { usePendingRecords } from '@/offline/outbox';
import { EmptyState } from '@/ui/list/empty-state';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';
import { ProjectChangeNote } from '../components/installments-change-note';
import { InstallmentsEditDialog } from '../components/installments-edit-dialog';
import { shownInstallments } from '../components/installments-shown';
import { InstallmentsTable } from '../components/installments-table';

/**
 * Installments (spec section 2): what was agreed to be paid, in order, with where each request and transfer stands;
 * users in charge edit the list while the project runs, with the acceptance's rules, through the outbox.
 */
export function ProjectInstallmentsPage({ projectId }: { projectId: number }) {
  const { i18n } = useLingui();
  const me = useRouteContext({ from: '/_app', select: (context) => context.me });
  const { data: project } = useSuspenseQuery(projectQuery(projectId));
  const { data: installments } = useSuspenseQuery(projectInstallmentsQuery(projectId));
  const { data: overview } = useSuspenseQuery(projectOverviewQuery(projectId));
  const queued = queuedProjectInstallments(usePendingRecords(PROJECT_ENTITY, projectId));
  const [editing, setEditing] = useState(false);
  const block = projectControls(project, overview, me).installments;
  const rows = shownInstallments(installments, queued, project.cur_code);
  const symbol = project.cur_symbol;
  const locked = installments.batches.filter((batch) => batch.locked).length;

  return (
    <PageStack>
      <PageHeading
        title={i18n._(PROJECT_PAGE_LABELS.installments)}
        action={
          block === null ? (
            <Button appearance="primary" icon={<EditRegular />} onClick={() => setEditing(true)}>
              <Trans>Edit installments</Trans>
            </Button>
          ) : undefined
        }
      />
      <ProjectChangeNote block={block} status={project.status} />
      {queued ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Trans>Your change to the installments is waiting to be sent. The table shows them as you saved them.</Trans>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <SectionCard headingLevel="h3" title={<Trans>Summary</Trans>}>
        <Facts
          facts={[
            { key: 'budget', label: <Trans>Total budget</Trans>, value: <bdi>{formatMoney(installments.total_budget, symbol)}</bdi> },
            { key: 'count', label: <Trans>Installments</Trans>, value: formatCount(installments.batches.length) },
            {
              key: 'transferred',
              label: <Trans>Transferred</Trans>,
              value: (
                <>
                  <bdi>{formatMoney(installments.transferred_amount, symbol)}</bdi> ({formatPercent(installments.transferred_percent)})
                </>
              ),
            },
            { key: 'locked', label: <Trans>Locked installments</Trans>, value: formatCount(locked) },
          ]}
        />
      </SectionCard>
      <SectionCard headingLevel="h3" title={<Trans>Agreed installments</Trans>}>
        {rows.length === 0 ? (
          <EmptyState icon={<MoneyHandRegular />} title={<Trans>No installments yet</Trans>}>
            <Trans>The installments are agreed when the proposal is accepted.</Trans>
          </EmptyState>
        ) : (
          <InstallmentsTable rows={rows} currencyCode={project.cur_code} currencySymbol={symbol} />
        )}
      </SectionCard>
      {editing ? <InstallmentsEditDialog project={project} installments={installments} queued={queued} onClose={() => setEditing(false)} /> : null}
    </PageStack>
  );
}

export function loadProjectInstallmentsPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return Promise.all([queryClient.ensureQueryData(projectInstallmentsQuery(projectId)), queryClient.ensureQueryData(projectOverviewQuery(projectId))]);
}
