import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DataBarVerticalRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardTotals } from '#contract/dashboard';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import type { DashboardFilter } from '../api/dashboard-keys';
import { dashboardTotalsQuery } from '../api/get-dashboard-totals';
import { BeneficiariesPanel } from './beneficiaries-panel';
import { DashboardFilters } from './dashboard-filters';
import { DashboardPanel, NothingInPeriod, PanelPlaceholder } from './dashboard-panel';
import { isFiltered } from './dashboard-search-params';
import { TotalsPeriod } from './period-text';
import { SpendingTimelinePanel } from './spending-timeline-panel';
import { StatusTimelinePanel } from './status-timeline-panel';
import { TotalsFigures } from './totals-panel';

const useStyles = makeStyles({
  dashboard: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // Spec section 9: below the 1200 px breakpoint the panels stack; from it up the two timelines sit side by side.
  timelines: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1200px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** Nothing counted at all: no grant, proposal, project or money (a funder that has just started). */
export function isEmptyTotals(totals: DashboardTotals): boolean {
  return totals.grants.total === 0 && totals.proposals.total === 0 && totals.projects.total === 0 && totals.money.length === 0;
}

export type DashboardProps = {
  filter: DashboardFilter;
  onFilterChange: (patch: Partial<DashboardFilter>) => void;
  canOpen: (path: string) => boolean;
};

/**
 * The home dashboard (spec section 2): totals, then proposals and projects and money over time, then the
 * beneficiaries reached, for the filter in the URL. Every figure is also written out in a table; the page opens
 * offline from the persisted cache with the last figures and says how old they are.
 */
export default function Dashboard({ filter, onFilterChange, canOpen }: DashboardProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const totals = useQuery({ ...dashboardTotalsQuery(filter), placeholderData: keepPreviousData });
  const data = totals.data;
  const filtered = isFiltered(filter);
  const clearFilters = () => onFilterChange({ from: undefined, to: undefined, grant_id: undefined, program_id: undefined, country_id: undefined });

  if (data && !totals.isPlaceholderData && isEmptyTotals(data) && !filtered) {
    return (
      <EmptyState icon={<DataBarVerticalRegular />} title={<Trans>No figures yet</Trans>}>
        <Trans>The dashboard fills in as your grants receive proposals and accepted proposals become projects.</Trans>
      </EmptyState>
    );
  }

  return (
    <div className={styles.dashboard}>
      <div className={styles.toolbar}>
        <DashboardFilters filter={filter} onChange={onFilterChange} />
        {data ? <FreshnessNote dataUpdatedAt={totals.dataUpdatedAt} isFetching={totals.isFetching} /> : null}
      </div>
      <DashboardPanel id="dashboard-totals" title={t`Totals`} period={<TotalsPeriod filter={filter} />} stale={totals.isPlaceholderData}>
        {!data ? (
          <PanelPlaceholder error={totals.error} rows={4} />
        ) : isEmptyTotals(data) ? (
          <NothingInPeriod>
            <Trans>Nothing matches these filters.</Trans>{' '}
            <Button appearance="transparent" size="small" onClick={clearFilters}>
              {t`Clear filters`}
            </Button>
          </NothingInPeriod>
        ) : (
          <TotalsFigures totals={data} canOpen={canOpen} />
        )}
      </DashboardPanel>
      <div className={styles.timelines}>
        <StatusTimelinePanel filter={filter} />
        <SpendingTimelinePanel filter={filter} />
      </div>
      <BeneficiariesPanel filter={filter} />
    </div>
  );
}
