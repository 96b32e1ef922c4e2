import {
  Button,
  Caption1,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowTrendingLinesRegular, DismissRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDICATOR_STATUSES, type ProjectIndicator } from '#contract/project-tracking';
import { formatCount } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { NO_INDICATOR_FILTER, filterIndicators, indicatorOutputs, indicatorStatusCounts, isIndicatorFiltered, type IndicatorFilter } from './indicator-filters';
import { TrackingChip } from './tracking-chip';
import { MONTH_FORMAT, formatOptionalPercent, formatQuantity, monthStart } from './tracking-format';
import { INDICATOR_STATUS_LOOK } from './tracking-labels';

const ALL = 'all';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  counters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  counter: { display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: '96px', paddingBlock: tokens.spacingVerticalS },
  count: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  filters: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '200px', maxWidth: '100%' },
  shown: { color: tokens.colorNeutralForeground3, marginInlineStart: 'auto' },
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  title: { minWidth: '220px' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
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
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <div className={styles.counters} role="group" aria-label={t`Indicators by status`}>
      {indicatorStatusCounts(indicators).map(({ status, count }) => {
        const label = i18n._(INDICATOR_STATUS_LOOK[status].label);
        return (
          <ToggleButton
            key={status}
            className={styles.counter}
            checked={filter.status === status}
            onClick={() => onFilter({ ...filter, status: filter.status === status ? null : status })}
            aria-label={t`${label}: ${count} — show only these indicators`}
          >
            <span className={styles.count}>{formatCount(count)}</span>
            <Caption1>{label}</Caption1>
          </ToggleButton>
        );
      })}
    </div>
  );
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
  const formatDate = useDateFormatter();
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
      {shown.length === 0 ? (
        <EmptyState
          icon={<ArrowTrendingLinesRegular />}
          title={<Trans>No indicator matches these filters</Trans>}
          action={
            <Button onClick={() => onFilter(NO_INDICATOR_FILTER)}>
              <Trans>Clear filters</Trans>
            </Button>
          }
        />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Indicators`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Indicator</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Unit</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Output</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Baseline</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target to date</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Actual to date</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Achievement</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Against plan</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Last reported</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Months</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((indicator) => {
                const isSelected = indicator.id === selected;
                const code = indicator.code;
                return (
                  <TableRow key={indicator.id} className={mergeClasses(isSelected && styles.selected)} aria-selected={isSelected}>
                    <TableCell className={styles.nowrap}>{code}</TableCell>
                    <TableCell className={styles.title} dir="auto">
                      {indicator.title}
                    </TableCell>
                    <TableCell dir="auto">{indicator.unit}</TableCell>
                    <TableCell dir="auto">{indicator.output_title}</TableCell>
                    <TableCell className={styles.number}>{formatQuantity(indicator.baseline)}</TableCell>
                    <TableCell className={styles.number}>{formatQuantity(indicator.target)}</TableCell>
                    <TableCell className={styles.number}>{formatQuantity(indicator.target_to_date)}</TableCell>
                    <TableCell className={styles.number}>{formatQuantity(indicator.actual_to_date)}</TableCell>
                    <TableCell className={styles.number}>{formatOptionalPercent(indicator.achievement_percent)}</TableCell>
                    <TableCell className={styles.number}>{formatOptionalPercent(indicator.plan_percent)}</TableCell>
                    <TableCell>
                      <TrackingChip look={INDICATOR_STATUS_LOOK[indicator.status]} />
                    </TableCell>
                    <TableCell className={mergeClasses(styles.nowrap, indicator.last_month === null && styles.muted)}>
                      {indicator.last_month ? formatDate(monthStart(indicator.last_month), MONTH_FORMAT) : t`Not yet`}
                    </TableCell>
                    <TableCell>
                      <ToggleButton
                        size="small"
                        appearance="subtle"
                        icon={<ArrowTrendingLinesRegular />}
                        checked={isSelected}
                        aria-label={t`Monthly figures of ${code}`}
                        onClick={() => onSelect(indicator.id)}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
