import { useId } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowTrendingLinesRegular, DocumentTextRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectOverview } from '#contract/project-tracking';
import { calendarDay } from '@/lib/calendar-day';
import { Facts } from '@/ui/facts';
import { PageColumns, SectionCard } from '@/ui/page-section';
import { formatCount, formatPercent } from '@/lib/format-money';
import { CountBars } from '@/ui/charts/lazy-charts';
import { EmptyState } from '@/ui/list/empty-state';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { useMoneyTableStyles } from './money-table-styles';
import { indicatorsByStatus, workplanPace } from './overview-figures';
import { OverviewMeter, PaceText, POINTS } from './overview-money-cards';
import { OverviewPageLink } from './overview-page-link';
import { TrackingChip } from './tracking-chip';
import { INDICATOR_STATUS_LOOK, PROGRESS_REPORT_KIND_LABELS } from './tracking-labels';
import { ScrollRegion } from '@/ui/scroll-region';

/** Indicator figures are counts or levels, not money: en digits, up to 2 decimals. */
const quantity = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  code: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** The indicators furthest behind their plan (up to OVERVIEW_KEY_INDICATORS), each with its status. */
export function OverviewKeyIndicatorsCard({ overview }: { overview: ProjectOverview }) {
  const tableStyles = useMoneyTableStyles();
  const captionId = useId();
  const styles = useStyles();
  const indicators = overview.key_indicators;
  return (
    <SectionCard headingLevel="h3" title={<Trans>Key indicators</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="indicator-tracking" />}>
      {indicators.length === 0 ? (
        <EmptyState icon={<ArrowTrendingLinesRegular />} title={<Trans>No indicator tracked yet</Trans>} />
      ) : (
        <ScrollRegion labelledBy={captionId}>
          <Table size="small">
            <caption id={captionId} className={tableStyles.caption}>
              <Trans>The indicators furthest behind their plan first.</Trans>
            </caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Indicator</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={tableStyles.numberHeader}>
                  <Trans>Achieved</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={tableStyles.numberHeader}>
                  <Trans>Target</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={tableStyles.numberHeader}>
                  <Trans>Against plan</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {indicators.map((indicator) => (
                <TableRow key={indicator.id}>
                  <TableCell>
                    <bdi className={styles.code}>{indicator.code}</bdi> <span dir="auto">{indicator.title}</span>
                  </TableCell>
                  <TableCell className={tableStyles.number}>
                    {indicator.actual_to_date === null ? '—' : quantity.format(indicator.actual_to_date)} <span dir="auto">{indicator.unit}</span>
                  </TableCell>
                  <TableCell className={tableStyles.number}>{quantity.format(indicator.target)}</TableCell>
                  <TableCell className={tableStyles.number}>{indicator.plan_percent === null ? '—' : formatPercent(indicator.plan_percent)}</TableCell>
                  <TableCell>
                    <TrackingChip look={INDICATOR_STATUS_LOOK[indicator.status]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}

/** How many indicators are not started, behind, on track or ahead: a chart and the same counts as text. */
export function OverviewIndicatorStatusCard({ overview }: { overview: ProjectOverview }) {
  const { t, i18n } = useLingui();
  const counts = indicatorsByStatus(overview);
  return (
    <SectionCard headingLevel="h3" title={<Trans>Indicators by status</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="indicator-tracking" />}>
      {overview.indicators.total === 0 ? (
        <EmptyState icon={<ArrowTrendingLinesRegular />} title={<Trans>No indicator tracked yet</Trans>} />
      ) : (
        <PageColumns>
          <CountBars
            caption={t`Indicators by status against their plan`}
            items={counts.map(({ status, count }) => ({ label: i18n._(INDICATOR_STATUS_LOOK[status].label), value: count, tone: INDICATOR_STATUS_LOOK[status].tone }))}
          />
          <Facts
            facts={[
              { key: 'total', label: <Trans>Indicators</Trans>, value: formatCount(overview.indicators.total) },
              ...counts.map(({ status, count }) => ({ key: status, label: i18n._(INDICATOR_STATUS_LOOK[status].label), value: formatCount(count) })),
            ]}
          />
        </PageColumns>
      )}
    </SectionCard>
  );
}

/** The work plan: activities, how many are delayed, and average progress against where it should be. */
export function OverviewWorkplanCard({ overview }: { overview: ProjectOverview }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { workplan } = overview;
  const pace = workplanPace(overview);
  const points = POINTS.format(pace.gap);
  return (
    <SectionCard headingLevel="h3" title={<Trans>Work plan</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="workplan-tracking" />}>
      {workplan.total === 0 ? (
        <EmptyState icon={<ArrowTrendingLinesRegular />} title={<Trans>No activity planned yet</Trans>} />
      ) : (
        <div className={styles.stack}>
          <Facts
            facts={[
              { key: 'total', label: <Trans>Activities</Trans>, value: formatCount(workplan.total) },
              { key: 'delayed', label: <Trans>Delayed</Trans>, value: formatCount(workplan.delayed) },
            ]}
          />
          <OverviewMeter label={t`Average progress`} value={workplan.average_progress} color="success" />
          <OverviewMeter label={t`Expected by now`} value={workplan.expected_progress} />
          <PaceText
            pace={pace}
            behind={t`The activities are ${points} points behind where they should be.`}
            ahead={t`The activities are ${points} points ahead of where they should be.`}
            inStep={t`The activities are where they should be.`}
          />
        </div>
      )}
    </SectionCard>
  );
}

/** The risk register in three figures: open risks, the high or extreme among them, and those that materialised. */
export function OverviewRisksCard({ overview }: { overview: ProjectOverview }) {
  const { risks } = overview;
  return (
    <SectionCard headingLevel="h3" title={<Trans>Risks</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="risks-management" />}>
      <Facts
        facts={[
          { key: 'open', label: <Trans>Open risks</Trans>, value: formatCount(risks.open) },
          { key: 'high', label: <Trans>Open, high or extreme</Trans>, value: formatCount(risks.open_high_or_extreme) },
          { key: 'materialized', label: <Trans>Materialised</Trans>, value: formatCount(risks.materialized) },
        ]}
      />
    </SectionCard>
  );
}

/** The newest progress report, to open from here. */
export function OverviewLatestReportCard({ overview }: { overview: ProjectOverview }) {
  const linkStyles = useLinkStyles();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  const report = overview.latest_report;
  return (
    <SectionCard headingLevel="h3" title={<Trans>Latest progress report</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="progress-reports" />}>
      {report ? (
        <Facts
          facts={[
            {
              key: 'title',
              label: <Trans>Title</Trans>,
              value: (
                <StoredFileLink url={report.url} className={linkStyles.link} dir="auto" aria-label={t`Open ${report.title} (opens in a new tab)`}>
                  {report.title}
                </StoredFileLink>
              ),
            },
            { key: 'kind', label: <Trans>Type</Trans>, value: i18n._(PROGRESS_REPORT_KIND_LABELS[report.kind]) },
            {
              key: 'period',
              label: <Trans>Period</Trans>,
              value: (
                <>
                  <bdi>{formatDate(calendarDay(report.period_start))}</bdi> – <bdi>{formatDate(calendarDay(report.period_end))}</bdi>
                </>
              ),
            },
            {
              key: 'by',
              label: <Trans>Uploaded</Trans>,
              value: (
                <>
                  <bdi>{report.uploaded_by.name}</bdi>, {formatDate(report.created_at)}
                </>
              ),
            },
          ]}
        />
      ) : (
        <EmptyState icon={<DocumentTextRegular />} title={<Trans>No progress report yet</Trans>} />
      )}
    </SectionCard>
  );
}
