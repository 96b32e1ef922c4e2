import { Button, Caption1, Field, Select, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROJECT_RISK_STATUSES, type ProjectRisk } from '#contract/project-tracking';
import { Facts } from '@/ui/facts';
import { PageColumns } from '@/ui/page-section';
import { impactLabel, likelihoodLabel } from '@/features/proposals';
import { RiskRegister, type RiskColumn } from '@/features/proposals';
import { RiskStatsCard } from '@/features/proposals';
import { formatCount } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { projectRisksQuery } from '../api/risk-register-query';
import { RiskMatrix } from '../components/risk-matrix-view';
import { RISK_REVIEW_COLUMN } from '../components/risk-review-column';
import { NO_PROJECT_RISK_FILTER, matchesStatusAndCell, projectRiskMatrix, toggleCell, type ProjectRiskFilter } from '../components/risk-matrix';
import { TrackingChip } from '../components/tracking-chip';
import { PROJECT_RISK_STATUS_LOOK } from '../components/tracking-labels';
import { TrackingPage, TrackingSection } from '../components/tracking-page';

const ALL = 'all';

const useStyles = makeStyles({
  filter: { minWidth: '160px' },
  date: { whiteSpace: 'nowrap' },
});

/** The organisation's last review of the risk in its workspace (issue 14 item 6): when, and by whom. */
function OrganisationReview({ risk }: { risk: ProjectRisk }) {
  const formatDate = useDateFormatter();
  const styles = useStyles();
  if (!risk.reviewed_at) return <span>—</span>;
  const on = formatDate(risk.reviewed_at);
  const name = risk.reviewed_by?.name ?? '';
  return (
    <span>
      <span className={styles.date}>{on}</span>
      {name ? (
        <>
          <br />
          <Caption1>
            <Trans>
              by <bdi>{name}</bdi>
            </Trans>
          </Caption1>
        </>
      ) : null}
    </span>
  );
}

/** What the project's register adds to the proposal's: whether each risk is still open, and its next (or last) review. */
const PROJECT_RISK_COLUMNS: RiskColumn<ProjectRisk>[] = [
  { key: 'status', header: <Trans>Status</Trans>, cell: (risk) => <TrackingChip look={PROJECT_RISK_STATUS_LOOK[risk.status]} /> },
  RISK_REVIEW_COLUMN,
  { key: 'reviewed', header: <Trans>Reviewed by the organisation</Trans>, cell: (risk) => <OrganisationReview risk={risk} /> },
];

/**
 * Risks management (spec section 2): the project's register as it is reviewed during implementation. The profile
 * by level and category, the likelihood × impact matrix, and the register with its status, review date and the
 * organisation's last review of it (when and by whom); the
 * level counters, the matrix cells and the filters all narrow the register, on the device.
 */
export function ProjectRisksManagementPage({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(projectRisksQuery(projectId));
  const [filter, setFilter] = useState<ProjectRiskFilter>(NO_PROJECT_RISK_FILTER);
  const cell = filter.cell;
  const name = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : '');
  const cellText = cell ? t`${name(likelihoodLabel(cell.likelihood))} × ${name(impactLabel(cell.impact))}` : '';
  const closed = data.risks.filter((risk) => risk.status === 'closed').length;

  return (
    <TrackingPage page="risks-management">
      <TrackingSection title={t`At a glance`}>
        <Facts
          facts={[
            { key: 'open', label: <Trans>Open risks</Trans>, value: formatCount(data.open) },
            { key: 'closed', label: <Trans>Closed risks</Trans>, value: formatCount(closed) },
            { key: 'materialized', label: <Trans>Materialised</Trans>, value: formatCount(data.stats.materialized) },
            { key: 'unassessed', label: <Trans>Not yet assessed</Trans>, value: formatCount(data.unassessed) },
          ]}
        />
      </TrackingSection>
      <PageColumns>
        <RiskStatsCard
          stats={data.stats}
          level={filter.level}
          onLevel={(level) => setFilter((current) => ({ ...current, level, cell: null }))}
          headingLevel="h3"
        />
        <TrackingSection title={t`Risk matrix`}>
          <RiskMatrix
            cells={projectRiskMatrix(data.risks, filter)}
            selected={filter.cell}
            level={filter.level}
            unassessed={data.unassessed}
            onCell={(selected) => setFilter((current) => toggleCell(current, selected))}
          />
        </TrackingSection>
      </PageColumns>
      <TrackingSection title={t`Risk register`}>
        <RiskRegister
          risks={data.risks}
          filter={filter}
          onFilter={(next) => setFilter((current) => ({ ...current, ...next }))}
          extraColumns={PROJECT_RISK_COLUMNS}
          extraFilters={{
            matches: (risk) => matchesStatusAndCell(risk, filter),
            active: filter.status !== null || filter.cell !== null,
            clear: () => setFilter((current) => ({ ...current, status: null, cell: null })),
            controls: (
              <>
                <Field className={styles.filter} label={t`Status`} size="small">
                  <Select
                    size="small"
                    value={filter.status ?? ALL}
                    onChange={(_, value) =>
                      setFilter((current) => ({ ...current, status: PROJECT_RISK_STATUSES.find((status) => status === value.value) ?? null }))
                    }
                  >
                    <option value={ALL}>{t`All statuses`}</option>
                    {PROJECT_RISK_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {i18n._(PROJECT_RISK_STATUS_LOOK[status].label)}
                      </option>
                    ))}
                  </Select>
                </Field>
                {cell ? (
                  <Button
                    size="small"
                    appearance="outline"
                    icon={<DismissRegular />}
                    iconPosition="after"
                    aria-label={t`Matrix cell ${cellText}: show every cell`}
                    onClick={() => setFilter((current) => ({ ...current, cell: null }))}
                  >
                    {cellText}
                  </Button>
                ) : null}
              </>
            ),
          }}
        />
      </TrackingSection>
    </TrackingPage>
  );
}

export function loadProjectRisksManagementPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return queryClient.ensureQueryData(projectRisksQuery(projectId));
}
