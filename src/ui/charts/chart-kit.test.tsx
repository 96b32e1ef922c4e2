import type { GroupedVerticalBarChartProps, VerticalStackedBarChartProps } from '@fluentui/react-charts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { ComparedBarsChart, CountBarsChart, SplitBarsChart } from './chart-kit';
import { comparedBarsData, countBarsRows } from './chart-data';

// What the kit hands to the chart library, caught instead of drawn (jsdom has no layout to draw in).
const drawn = vi.hoisted(() => ({ grouped: [] as unknown[], stacked: [] as unknown[] }));
vi.mock('@fluentui/react-charts', async (original) => ({
  ...(await original<typeof import('@fluentui/react-charts')>()),
  GroupedVerticalBarChart: (props: GroupedVerticalBarChartProps) => {
    drawn.grouped.push(props);
    return null;
  },
  VerticalStackedBarChart: (props: VerticalStackedBarChartProps) => {
    drawn.stacked.push(props);
    return null;
  },
}));

// The spending page's case: a budget line planned at 154k with 62.8k spent must not reach 216.8k.
const plannedAndSpent = {
  labels: { first: 'Planned', second: 'Spent' },
  groups: [
    { label: 'Staff', first: 154_000, second: 62_800 },
    { label: 'Supplies', first: 40_000, second: 45_500 },
  ],
};

describe('planned against actual (issue 17: compared, not stacked)', () => {
  it('puts the two figures of a category side by side, each its own bar', () => {
    const { data } = comparedBarsData(plannedAndSpent);
    expect(data.map((group) => group.name)).toEqual(['Staff', 'Supplies']);
    expect(data[0]?.series.map((bar) => [bar.legend, bar.data])).toEqual([
      ['Planned', 154_000],
      ['Spent', 62_800],
    ]);
    // Two series with their own keys: the grouped chart draws them next to each other, in two colours.
    expect(new Set(data[0]?.series.map((bar) => bar.key)).size).toBe(2);
    expect(data[0]?.series[0]?.color).not.toBe(data[0]?.series[1]?.color);
  });

  it('reaches the axis to the larger of the two series, not to their sum', () => {
    expect(comparedBarsData(plannedAndSpent).yMaxValue).toBe(154_000);
    expect(comparedBarsData({ ...plannedAndSpent, groups: [] }).yMaxValue).toBe(0);
  });

  it('is drawn by the grouped bar chart, while parts of one whole stay stacked', () => {
    renderWithProviders(
      <>
        <ComparedBarsChart {...plannedAndSpent} height={200} />
        <SplitBarsChart labels={{ first: 'Male', second: 'Female' }} groups={[{ label: 'Afrin', first: 117, second: 111 }]} height={200} />
      </>,
    );
    expect(drawn.grouped).toHaveLength(1);
    expect(drawn.grouped[0]).toMatchObject({ yMaxValue: 154_000, data: comparedBarsData(plannedAndSpent).data });
    expect(drawn.stacked).toHaveLength(1);
    expect(drawn.stacked[0]).toMatchObject({ data: [{ xAxisPoint: 'Afrin' }] });
  });
});

describe('counts per item (issue 17: long names are not cut)', () => {
  it('writes each name whole above its bar, every bar a share of the largest count', () => {
    const rows = countBarsRows({
      items: [
        { label: 'Refugees', value: 2_189 },
        { label: 'Internally displaced persons', value: 821 },
      ],
    });
    expect(rows.map((row) => [row.label, row.value, Math.round(row.percentOfLargest)])).toEqual([
      ['Refugees', 2_189, 100],
      ['Internally displaced persons', 821, 38],
    ]);
  });

  it('shows every name in full as text and each count on one line, in both directions', () => {
    const items = [
      { label: 'Internally displaced persons', value: 4_086 },
      { label: 'المجتمع المضيف', value: 3_172 },
    ];
    const { getByText } = renderWithProviders(<CountBarsChart items={items} />, { dir: 'rtl' });
    expect(getByText('Internally displaced persons')).toBeTruthy();
    expect(getByText('المجتمع المضيف').getAttribute('dir')).toBe('auto');
    // A figure never breaks across two lines.
    expect(getComputedStyle(getByText('4,086')).whiteSpace).toBe('nowrap');
  });
});
