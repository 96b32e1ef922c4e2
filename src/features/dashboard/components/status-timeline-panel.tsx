import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardStatusTimeline } from '#contract/dashboard';
import { formatCount } from '@/lib/format-money';
import type { ChartTone } from '@/ui/charts/chart-types';
import { MonthlyLines } from '@/ui/charts/lazy-charts';
import type { DashboardFilter } from '../api/dashboard-keys';
import { statusTimelineQuery } from '../api/get-status-timeline';
import { useMonthLabel } from './dashboard-labels';
import { ChartAndTable, DashboardPanel, FiguresTable, NothingInPeriod, PanelPlaceholder } from './dashboard-panel';
import { TimelinePeriod } from './period-text';

type Counted = keyof Omit<DashboardStatusTimeline['points'][number], 'month'>;

/** The five counts of a month, in the order the chart's legend and the table list them. */
const SERIES: readonly { field: Counted; label: MessageDescriptor; tone?: ChartTone }[] = [
  { field: 'proposals_submitted', label: msg`Proposals submitted` },
  { field: 'proposals_accepted', label: msg`Proposals accepted`, tone: 'good' },
  { field: 'proposals_rejected', label: msg`Proposals rejected`, tone: 'bad' },
  { field: 'projects_started', label: msg`Projects started` },
  { field: 'projects_finished', label: msg`Projects finished` },
];

/** Proposals and projects month by month (GET /Dashboard/GetStatusTimeline). */
export function StatusTimelinePanel({ filter }: { filter: DashboardFilter }) {
  const { t, i18n } = useLingui();
  const monthLabel = useMonthLabel();
  const timeline = useQuery({ ...statusTimelineQuery(filter), placeholderData: keepPreviousData });
  const data = timeline.data;
  const title = t`Proposals and projects over time`;
  if (!data) {
    return (
      <DashboardPanel id="dashboard-status-timeline" title={title}>
        <PanelPlaceholder error={timeline.error} />
      </DashboardPanel>
    );
  }
  const months = data.points.map((point) => ({ month: point.month, label: monthLabel(point.month) }));
  const empty = data.points.every((point) => SERIES.every((series) => point[series.field] === 0));
  return (
    <DashboardPanel id="dashboard-status-timeline" title={title} period={<TimelinePeriod months={data.months} />} stale={timeline.isPlaceholderData}>
      {empty ? (
        <NothingInPeriod>
          <Trans>No proposal was submitted or decided and no project started or finished in these months.</Trans>
        </NothingInPeriod>
      ) : (
        <ChartAndTable>
          <MonthlyLines
            caption={t`Proposals submitted, accepted and rejected, and projects started and finished, per month`}
            months={months}
            series={SERIES.map((series) => ({ label: i18n._(series.label), tone: series.tone, values: data.points.map((point) => point[series.field]) }))}
          />
          <FiguresTable
            label={t`Proposals and projects per month`}
            columns={[{ key: 'month', label: t`Month` }, ...SERIES.map((series) => ({ key: series.field, label: i18n._(series.label), numeric: true }))]}
            rows={data.points.map((point, index) => ({
              key: point.month,
              cells: [months[index]?.label, ...SERIES.map((series) => formatCount(point[series.field]))],
            }))}
            totals={{
              key: 'total',
              cells: [t`Total`, ...SERIES.map((series) => formatCount(data.points.reduce((sum, point) => sum + point[series.field], 0)))],
            }}
          />
        </ChartAndTable>
      )}
    </DashboardPanel>
  );
}
