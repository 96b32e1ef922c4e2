import { Button, Caption1, Field, Select, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowTrendingLinesRegular, DismissRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDICATOR_STATUSES, type ProjectIndicator } from '#contract/project-tracking';
import { FilterCounters } from '@/ui/filter-counters';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { NO_INDICATOR_FILTER, filterIndicators, indicatorOutputs, indicatorStatusCounts, isIndicatorFiltered, type IndicatorFilter } from './indicator-filters';
import { INDICATOR_COLUMNS } from './indicator-columns';
import { MONTH_FORMAT, formatOptionalPercent, monthStart } from './tracking-format';
import { INDICATOR_STATUS_LOOK } from './tracking-labels';
import { TrackingTable, type TrackingColumn } from './tracking-table';

const ALL = 'all';

const useStyles = makeStyles({
  filters: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '200px', maxWidth: '100%' },
  shown: { color: tokens.colorNeutralForeground3, marginInlineStart: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
});

/** How many indicators are in each status; each counter toggles the status filter. */
export function IndicatorStatusCounters({
  indicators,
  filter,
  onFilter,
}: {
  indicators: readonly ProjectIndicator[];
  filter: IndicatorFilter;
  onFilter: (filter: IndicatorFilter) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <FilterCounters
      label={t`Indicators by status`}
      purpose={<Trans>Show only these indicators</Trans>}
      counters={indicatorStatusCounts(indicators).map(({ status, count }) => ({ key: status, count, label: i18n._(INDICATOR_STATUS_LOOK[status].label) }))}
      selected={filter.status}
      onSelect={(status) => onFilter({ ...filter, status })}
    />
  );
}

/** The last month with a reported figure, "Not yet" (muted) before any. */
function LastReported({ month }: { month: string | null }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  return month ? formatDate(monthStart(month), MONTH_FORMAT) : <span className={styles.muted}>{t`Not yet`}</span>;
}

const INDICATOR_TABLE_COLUMNS: TrackingColumn<ProjectIndicator>[] = [
  INDICATOR_COLUMNS.code,
  INDICATOR_COLUMNS.title,
  INDICATOR_COLUMNS.unit,
  INDICATOR_COLUMNS.output,
  INDICATOR_COLUMNS.baseline,
  INDICATOR_COLUMNS.target,
  INDICATOR_COLUMNS.targetToDate,
  INDICATOR_COLUMNS.actualToDate,
  INDICATOR_COLUMNS.achievement,
  { id: 'plan', header: msg`Against plan`, look: 'number', cell: (indicator) => formatOptionalPercent(indicator.plan_percent) },
  INDICATOR_COLUMNS.status,
  { id: 'last-reported', header: msg`Last reported`, look: 'nowrap', cell: (indicator) => <LastReported month={indicator.last_month} /> },
];

/** Shows (or hides) the indicator's months below the table. */
function MonthsToggle({ code, checked, onToggle }: { code: string; checked: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <ToggleButton size="small" appearance="subtle" icon={<ArrowTrendingLinesRegular />} checked={checked} aria-label={t`Monthly figures of ${code}`} onClick={onToggle} />
  );
}

function monthsColumn(selected: number | null, onSelect: (id: number) => void): TrackingColumn<ProjectIndicator> {
  return {
    id: 'months',
    header: msg`Months`,
    cell: (indicator) => <MonthsToggle code={indicator.code} checked={indicator.id === selected} onToggle={() => onSelect(indicator.id)} />,
  };
}

type IndicatorTableProps<Entry extends ProjectIndicator> = {
  indicators: readonly Entry[];
  filter: IndicatorFilter;
  onFilter: (filter: IndicatorFilter) => void;
  /** The indicator whose months are shown below the table. */
  selected: number | null;
  onSelect: (id: number) => void;
};

/**
 * Every indicator of the results framework against its target (spec section 2 "indicators tracking"): baseline,
 * end-of-project target, where it should be and where it is, achievement, pace against the plan, and status.
 */
export function IndicatorTable<Entry extends ProjectIndicator>({ indicators, filter, onFilter, selected, onSelect }: IndicatorTableProps<Entry>) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const shown = filterIndicators(indicators, filter);
  const outputs = indicatorOutputs(indicators);
  const total = indicators.length;
  const count = shown.length;
  return (
    <>
      <div className={styles.filters} role="search" aria-label={t`Filter the indicators`}>
        <Field className={styles.filter} label={t`Status`} size="small">
          <Select
            size="small"
            value={filter.status ?? ALL}
            onChange={(_, data) => onFilter({ ...filter, status: INDICATOR_STATUSES.find((status) => status === data.value) ?? null })}
          >
            <option value={ALL}>{t`All statuses`}</option>
            {INDICATOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(INDICATOR_STATUS_LOOK[status].label)}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={styles.filter} label={t`Output`} size="small">
          <Select size="small" value={filter.output ?? ALL} onChange={(_, data) => onFilter({ ...filter, output: data.value === ALL ? null : data.value })}>
            <option value={ALL}>{t`All outputs`}</option>
            {outputs.map((output) => (
              <option key={output} value={output}>
                {output}
              </option>
            ))}
          </Select>
        </Field>
        {isIndicatorFiltered(filter) ? (
          <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={() => onFilter(NO_INDICATOR_FILTER)}>
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
        <Caption1 className={styles.shown} role="status">
          <Trans>
            {count} of {total} indicators
          </Trans>
        </Caption1>
      </div>
      <TrackingTable
        label={t`Indicators`}
        columns={[...INDICATOR_TABLE_COLUMNS, monthsColumn(selected, onSelect)]}
        rows={shown}
        rowKey={(indicator) => indicator.id}
        rowProps={(indicator) => ({ className: indicator.id === selected ? styles.selected : undefined, 'aria-selected': indicator.id === selected })}
        empty={
          <EmptyState
            icon={<ArrowTrendingLinesRegular />}
            title={<Trans>No indicator matches these filters</Trans>}
            action={
              <Button onClick={() => onFilter(NO_INDICATOR_FILTER)}>
                <Trans>Clear filters</Trans>
              </Button>
            }
          />
        }
      />
    </>
  );
}
