import {
  DataVizPalette,
  getColorFromToken,
  type GroupedVerticalBarChartData,
  type VerticalStackedChartProps,
} from '@fluentui/react-charts';
import type { ChartTone, CountItems, PairedSeries } from './chart-types';

/**
 * The data each chart of the kit hands to the chart library, built apart from the drawing so that what a chart
 * says (side by side or stacked, how high its axis reaches) can be tested without a browser. Only chart-kit.tsx
 * imports this, so it travels in the charts' own chunk.
 */

/** Two measures compared: one group per category, the two bars side by side; the axis reaches the larger figure. */
export function comparedBarsData({ labels, groups }: PairedSeries): { data: GroupedVerticalBarChartData[]; yMaxValue: number } {
  const data = groups.map((group) => ({
    name: group.label,
    series: [
      { key: 'first', legend: labels.first, data: group.first, color: seriesColor(0) },
      { key: 'second', legend: labels.second, data: group.second, color: seriesColor(1) },
    ],
  }));
  const yMaxValue = Math.max(0, ...groups.flatMap((group) => [group.first, group.second]));
  return { data, yMaxValue };
}

/** Two parts of one whole: one bar per category, the parts stacked, so the bar's height is the whole. */
export function splitBarsData({ labels, groups }: PairedSeries): VerticalStackedChartProps[] {
  return groups.map((group) => ({
    xAxisPoint: group.label,
    chartData: [
      { legend: labels.first, data: group.first, color: seriesColor(0) },
      { legend: labels.second, data: group.second, color: seriesColor(1) },
    ],
  }));
}

/**
 * Counts per item, as the rows of a bar list: each name whole above its bar (HTML text, which wraps, where the chart
 * library's axis cut long names to fit a measured margin), the count beside it, every bar a share of the largest.
 */
export function countBarsRows({ items }: CountItems): { label: string; value: number; percentOfLargest: number; color: string }[] {
  const largest = Math.max(0, ...items.map((item) => item.value));
  return items.map((item, index) => ({
    label: item.label,
    value: item.value,
    percentOfLargest: largest > 0 ? (Math.max(0, item.value) / largest) * 100 : 0,
    color: toneOr(item.tone, index),
  }));
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

const TONE_COLORS: Record<ChartTone, string> = {
  neutral: DataVizPalette.disabled,
  good: DataVizPalette.success,
  warning: DataVizPalette.warning,
  bad: DataVizPalette.error,
  worst: DataVizPalette.highError,
};

/** The colour of the series at a place in the palette, as a CSS colour. */
export function seriesColor(index: number): string {
  return getColorFromToken(PALETTE[index % PALETTE.length] ?? DataVizPalette.color1);
}

/**
 * The colour of a tone, or else of the series' place in the palette, as a CSS colour: the bar charts paint the
 * value they are given, so a palette token ('qualitative.1') would paint black.
 */
export function toneOr(tone: ChartTone | undefined, index: number): string {
  return tone ? getColorFromToken(TONE_COLORS[tone]) : seriesColor(index);
}
