import {
  DataVizPalette,
  DonutChart,
  HorizontalBarChartWithAxis,
  LineChart,
  VerticalStackedBarChart,
  getColorFromToken,
  type ChartDataPoint,
  type HorizontalBarChartWithAxisDataPoint,
  type LineChartPoints,
  type VerticalStackedChartProps,
} from '@fluentui/react-charts';
import { formatShort } from '@/lib/format-money';
import type { ChartTone, CountItems, MonthlySeries, PairedSeries, ShareParts } from './chart-types';

/**
 * The only module that imports the chart library: loaded through lazy-charts.tsx, so the library is fetched on
 * the pages that draw a chart and nowhere else. The charts read the direction from FluentProvider and mirror in
 * Arabic. Numbers use en digits and the k / m / b / t shortening of spec section 9.
 */

const CULTURE = 'en';

export function PairedBarsChart({ labels, groups, height }: PairedSeries & { height: number }) {
  const data: VerticalStackedChartProps[] = groups.map((group) => ({
    xAxisPoint: group.label,
    chartData: [
      { legend: labels.first, data: group.first, color: getColorFromToken(DataVizPalette.color1) },
      { legend: labels.second, data: group.second, color: getColorFromToken(DataVizPalette.color2) },
    ],
  }));
  return (
    <VerticalStackedBarChart
      data={data}
      height={height}
      culture={CULTURE}
      barWidth="auto"
      maxBarWidth={48}
      yAxisTickFormat={(value: number) => formatShort(value)}
      wrapXAxisLables
      hideLabels
    />
  );
}

export function ShareDonutChart({ parts, centre, height }: ShareParts & { height: number }) {
  const chartData: ChartDataPoint[] = parts.map((part, index) => ({
    legend: part.label,
    data: part.value,
    color: toneOr(part.tone, index),
  }));
  return (
    <DonutChart data={{ chartData }} innerRadius={Math.round(height / 4)} height={height} culture={CULTURE} valueInsideDonut={centre} hideLabels />
  );
}

export function CountBarsChart({ items, height }: CountItems & { height: number }) {
  const data: HorizontalBarChartWithAxisDataPoint[] = items.map((item, index) => ({
    y: item.label,
    x: item.value,
    legend: item.label,
    color: toneOr(item.tone, index),
  }));
  return <HorizontalBarChartWithAxis data={data} height={height} culture={CULTURE} hideLegend barHeight={20} showYAxisLables />;
}

/** A 'YYYY-MM' month as the first instant of that month in UTC, the x of a time axis. */
function monthDate(month: string): Date {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1));
}

/** Labels the month axis can hold without overlapping, at half the page's width. */
const MONTH_TICKS = 6;

export function MonthlyLinesChart({ months, series, height }: MonthlySeries & { height: number }) {
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
      yAxisTickFormat={(value: number) => formatShort(value)}
      allowMultipleShapesForPoints
      enabledLegendsWrapLines
    />
  );
}

const PALETTE = [
  DataVizPalette.color1,
  DataVizPalette.color2,
  DataVizPalette.color3,
  DataVizPalette.color4,
  DataVizPalette.color5,
  DataVizPalette.color6,
  DataVizPalette.color7,
  DataVizPalette.color8,
  DataVizPalette.color9,
  DataVizPalette.color10,
];

/**
 * The colour of a tone, or else of the series' place in the palette, as a CSS colour: the bar charts paint the
 * value they are given, so a palette token ('qualitative.1') would paint black.
 */
function toneOr(tone: ChartTone | undefined, index: number): string {
  return getColorFromToken(tone ? TONE_COLORS[tone] : (PALETTE[index % PALETTE.length] ?? DataVizPalette.color1));
}

const TONE_COLORS: Record<ChartTone, string> = {
  neutral: DataVizPalette.disabled,
  good: DataVizPalette.success,
  warning: DataVizPalette.warning,
  bad: DataVizPalette.error,
  worst: DataVizPalette.highError,
};
