/** What a chart's data means, without the chart library: page code imports this, never chart-kit.tsx directly. */

/** A colour by meaning, for series that read from good to bad (risk levels). */
export type ChartTone = 'neutral' | 'good' | 'warning' | 'bad' | 'worst';

/**
 * Two series per category. Which chart draws them depends on what they mean:
 * - two measures of the same thing, to compare (planned and spent, target and actual): ComparedBars, side by side,
 *   so each bar's height is its own figure and the axis reaches the larger of the two, not their sum;
 * - two parts of one whole (male and female beneficiaries): SplitBars, stacked, so the bar is the whole.
 */
export type PairedSeries = {
  labels: { first: string; second: string };
  groups: ReadonlyArray<{ label: string; first: number; second: number }>;
};

/** Parts of a whole, e.g. the budget by category; `centre` is written inside the ring. */
export type ShareParts = { parts: ReadonlyArray<{ label: string; value: number; tone?: ChartTone }>; centre?: string };

/** Counts per named item, drawn as horizontal bars under their names, so long names stay readable. */
export type CountItems = { items: ReadonlyArray<{ label: string; value: number; tone?: ChartTone }> };

/**
 * Several series over the same months, e.g. proposals submitted and accepted per month. `months` are 'YYYY-MM' with
 * the label the axis shows (in the portal's language); each series has one value per month, in the same order.
 */
export type MonthlySeries = {
  months: ReadonlyArray<{ month: string; label: string }>;
  series: ReadonlyArray<{ label: string; values: readonly number[]; tone?: ChartTone }>;
};
