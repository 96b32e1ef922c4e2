import {
  DonutChart,
  GroupedVerticalBarChart,
  LineChart,
  VerticalStackedBarChart,
  type ChartDataPoint,
  type LineChartPoints,
  type Margins,
} from '@fluentui/react-charts';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { RTL_LOCALES } from '#contract/enums';
import { formatCount, formatShort } from '@/lib/format-money';
import { useLocale } from '@/lib/use-locale';
import { comparedBarsData, countBarsRows, splitBarsData, toneOr } from './chart-data';
import type { CountItems, MonthlySeries, PairedSeries, ShareParts } from './chart-types';

/**
 * The only module that imports the chart library: loaded through lazy-charts.tsx, so the library is fetched on
 * the pages that draw a chart and nowhere else. The charts read the direction from FluentProvider and mirror in
 * Arabic. Numbers use en digits; axes use the short form of the reader's language (k / m / b / t in English).
 */

const CULTURE = 'en';

/**
 * The value axis: its figures in the short form of the portal's language, on round ticks. Arabic's short forms are
 * words ("56.8 ألف"), wider than the library's default 40 px beside the axis, which would cut them; the axis stands
 * on the right there, and the library takes a margin given by the caller as it is, without mirroring it.
 */
function useValueAxis(): { yAxisTickFormat: (value: number) => string; roundedTicks: true; margins?: Margins } {
  const locale = useLocale();
  const yAxisTickFormat = (value: number) => formatShort(value, locale);
  return RTL_LOCALES.includes(locale) ? { yAxisTickFormat, roundedTicks: true, margins: { right: ARABIC_AXIS_WIDTH } } : { yAxisTickFormat, roundedTicks: true };
}

/** Room for "133.1 ألف" and the tick beside it. */
const ARABIC_AXIS_WIDTH = 72;

const useStyles = makeStyles({
  // The library writes the centre of a ring in title size; an Arabic short amount ("$ 177.4 ألف") would overflow it.
  donut: { '& .fui-donut-pie__insideDonutString': { ...typographyStyles.subtitle1 } },
  counts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  countHead: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, ...typographyStyles.caption1 },
  countName: { minWidth: 0, overflowWrap: 'break-word' },
  countValue: { ...typographyStyles.caption1Strong, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  countTrack: { height: '12px', marginBlockStart: tokens.spacingVerticalXXS },
  // The bar grows from the start side: from the right in Arabic.
  countBar: { height: '100%', minWidth: '2px', borderRadius: tokens.borderRadiusSmall },
});

/** Two measures of the same thing side by side (planned and spent, target and actual). */
export function ComparedBarsChart({ height, ...series }: PairedSeries & { height: number }) {
  const valueAxis = useValueAxis();
  const { data, yMaxValue } = comparedBarsData(series);
  return (
    <GroupedVerticalBarChart
      data={data}
      yMaxValue={yMaxValue}
      height={height}
      culture={CULTURE}
      barWidth="auto"
      maxBarWidth={32}
      {...valueAxis}
      wrapXAxisLables
      hideLabels
    />
  );
}

/** Two parts of one whole stacked (male and female). */
export function SplitBarsChart({ height, ...series }: PairedSeries & { height: number }) {
  const valueAxis = useValueAxis();
  return (
    <VerticalStackedBarChart
      data={splitBarsData(series)}
      height={height}
      culture={CULTURE}
      barWidth="auto"
      maxBarWidth={48}
      {...valueAxis}
      wrapXAxisLables
      hideLabels
    />
  );
}

export function ShareDonutChart({ parts, centre, height }: ShareParts & { height: number }) {
  const styles = useStyles();
  const chartData: ChartDataPoint[] = parts.map((part, index) => ({
    legend: part.label,
    data: part.value,
    color: toneOr(part.tone, index),
  }));
  return (
    <DonutChart
      className={styles.donut}
      data={{ chartData }}
      innerRadius={Math.round(height * 0.3)}
      height={height}
      culture={CULTURE}
      valueInsideDonut={centre}
      hideLabels
    />
  );
}

/**
 * Counts per named item as a list of bars under their names. Drawn in HTML rather than by the library's axis
 * chart, whose measured label margin cut the first letters of long names ("ternally displaced"): here a long
 * name wraps, and the count stays whole beside it.
 */
export function CountBarsChart({ items }: CountItems) {
  const styles = useStyles();
  return (
    <ul className={styles.counts}>
      {countBarsRows({ items }).map((row, index) => (
        <li key={`${index}-${row.label}`}>
          <div className={styles.countHead}>
            <span className={styles.countName} dir="auto">
              {row.label}
            </span>
            <span className={styles.countValue}>{formatCount(row.value)}</span>
          </div>
          <div className={styles.countTrack} aria-hidden>
            <div className={styles.countBar} style={{ width: `${row.percentOfLargest}%`, backgroundColor: row.color }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A 'YYYY-MM' month as the first instant of that month in UTC, the x of a time axis. */
function monthDate(month: string): Date {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1));
}

/** Labels the month axis can hold without overlapping, at half the page's width. */
const MONTH_TICKS = 6;

export function MonthlyLinesChart({ months, series, height }: MonthlySeries & { height: number }) {
  const valueAxis = useValueAxis();
  const dates = months.map((entry) => monthDate(entry.month));
  const step = Math.max(1, Math.ceil(dates.length / MONTH_TICKS));
  // The axis shows the caller's month labels (Arabic month names in Arabic), not the library's English ones.
  const labels = new Map(months.map((entry, index) => [dates[index]?.getTime(), entry.label]));
  const lineChartData: LineChartPoints[] = series.map((line, index) => ({
    legend: line.label,
    color: toneOr(line.tone, index),
    data: dates.map((x, point) => ({ x, y: line.values[point] ?? 0 })),
  }));
  return (
    <LineChart
      data={{ lineChartData }}
      height={height}
      culture={CULTURE}
      useUTC
      tickValues={dates.filter((_, index) => index % step === 0)}
      customDateTimeFormatter={(date: Date) => labels.get(date.getTime()) ?? ''}
      hideTickOverlap
      yMinValue={0}
      {...valueAxis}
      allowMultipleShapesForPoints
      enabledLegendsWrapLines
    />
  );
}
