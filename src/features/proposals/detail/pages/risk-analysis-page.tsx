import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { proposalQuery } from '../../api/get-proposal';
import { OnlineButton } from '@/ui/list/online-button';
import { useExportRisks } from '../api/export-risks';
import { proposalRiskStatsQuery, proposalRisksQuery } from '../api/proposal-page-queries';
import { PageStack, SectionCard } from '@/ui/page-section';
import { NO_RISK_FILTER, type RiskFilter } from './risk-filters';
import { RiskRegister } from './risk-register';
import { RiskStatsCard } from './risk-stats-card';

/** Risk analysis (spec section 2): the profile by level and category, then the register, filterable and exportable to Excel. */
export function RiskAnalysisPage({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const { data: proposal } = useSuspenseQuery(proposalQuery(proposalId));
  const { data: risks } = useSuspenseQuery(proposalRisksQuery(proposalId));
  const { data: stats } = useSuspenseQuery(proposalRiskStatsQuery(proposalId));
  const [filter, setFilter] = useState<RiskFilter>(NO_RISK_FILTER);
  const exporting = useExportRisks(proposalId, `risks-${proposal.code}.xlsx`);
  return (
    <PageStack>
      <RiskStatsCard stats={stats} level={filter.level} onLevel={(level) => setFilter({ ...filter, level })} />
      <SectionCard
        title={t`Risk register`}
        action={
          <OnlineButton icon={<ArrowDownloadRegular />} disabled={risks.length === 0 || exporting.isPending} onClick={() => exporting.mutate()}>
            {exporting.isPending ? <Trans>Exporting…</Trans> : <Trans>Export to Excel</Trans>}
          </OnlineButton>
        }
      >
        <RiskRegister risks={risks} filter={filter} onFilter={setFilter} />
      </SectionCard>
    </PageStack>
  );
}
