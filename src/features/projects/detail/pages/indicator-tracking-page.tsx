import { ArrowTrendingLinesRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/ui/list/empty-state';
import { indicatorTrackingQuery } from '../api/indicator-tracking-query';
import { NO_INDICATOR_FILTER, filterIndicators, type IndicatorFilter } from '../components/indicator-filters';
import { IndicatorMonthDetails } from '../components/indicator-month-details';
import { IndicatorSeries } from '../components/indicator-series';
import { IndicatorStatusCounters, IndicatorTable } from '../components/indicator-table';
import { TrackingPage, TrackingSection } from '../components/tracking-page';

/**
 * Indicators tracking (spec section 2): where each indicator of the results framework stands against its target
 * and its plan, filterable by status and output; one indicator month by month; and any month in detail.
 */
export function ProjectIndicatorTrackingPage({ projectId }: { projectId: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(indicatorTrackingQuery(projectId));
  const [filter, setFilter] = useState<IndicatorFilter>(NO_INDICATOR_FILTER);
  const [wanted, setWanted] = useState<number | null>(null);

  if (data.indicators.length === 0) {
    return (
      <TrackingPage page="indicator-tracking">
        <TrackingSection title={t`Indicators`}>
          <EmptyState icon={<ArrowTrendingLinesRegular />} title={<Trans>No indicator to track yet</Trans>}>
            <Trans>The project’s indicators appear here once its results framework is set up.</Trans>
          </EmptyState>
        </TrackingSection>
      </TrackingPage>
    );
  }
  // The months shown are those of the chosen indicator while it passes the filters, else of the first one shown.
  const shown = filterIndicators(data.indicators, filter);
  const selected = shown.find((indicator) => indicator.id === wanted) ?? shown[0] ?? null;
  const code = selected?.code ?? '';
  return (
    <TrackingPage page="indicator-tracking">
      <TrackingSection title={t`Indicators`}>
        <IndicatorStatusCounters indicators={data.indicators} filter={filter} onFilter={setFilter} />
        <IndicatorTable indicators={data.indicators} filter={filter} onFilter={setFilter} selected={selected?.id ?? null} onSelect={setWanted} />
      </TrackingSection>
      {selected ? (
        <TrackingSection title={t`Month by month: ${code}`}>
          <IndicatorSeries indicator={selected} />
        </TrackingSection>
      ) : null}
      <TrackingSection title={t`A month in detail`}>
        <IndicatorMonthDetails projectId={projectId} months={data.months} />
      </TrackingSection>
    </TrackingPage>
  );
}

export function loadProjectIndicatorTrackingPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return queryClient.ensureQueryData(indicatorTrackingQuery(projectId));
}
