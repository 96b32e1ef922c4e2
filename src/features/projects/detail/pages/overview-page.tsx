import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { projectOverviewQuery } from '../../api/get-project-overview';
import { PageColumns, PageHeading, PageStack } from '@/ui/page-section';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';
import {
  OverviewIndicatorStatusCard,
  OverviewKeyIndicatorsCard,
  OverviewLatestReportCard,
  OverviewRisksCard,
  OverviewWorkplanCard,
} from '../components/overview-follow-up-cards';
import { OverviewInstallmentsCard, OverviewProgressCard, OverviewSpendingCard } from '../components/overview-money-cards';

/**
 * The project at a glance (spec section 2's overview, decision 130's figures): progress against time, spending,
 * installments, key indicators and their statuses, the work plan, risks and the latest report, each block linking
 * to its page. A project accepted a moment ago has no tracking yet: each block says so.
 */
export function ProjectOverviewPage({ projectId }: { projectId: number }) {
  const { i18n } = useLingui();
  const { data: overview } = useSuspenseQuery(projectOverviewQuery(projectId));
  return (
    <PageStack>
      <PageHeading title={i18n._(PROJECT_PAGE_LABELS.overview)} />
      <PageColumns>
        <OverviewProgressCard overview={overview} />
        <OverviewSpendingCard overview={overview} />
        <OverviewInstallmentsCard overview={overview} />
      </PageColumns>
      <OverviewKeyIndicatorsCard overview={overview} />
      <PageColumns>
        <OverviewIndicatorStatusCard overview={overview} />
        <OverviewWorkplanCard overview={overview} />
      </PageColumns>
      <PageColumns>
        <OverviewRisksCard overview={overview} />
        <OverviewLatestReportCard overview={overview} />
      </PageColumns>
    </PageStack>
  );
}

export function loadProjectOverviewPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return queryClient.ensureQueryData(projectOverviewQuery(projectId));
}
