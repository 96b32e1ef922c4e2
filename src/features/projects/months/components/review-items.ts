import type { MonthlyReport, ReviewItemKind } from '#contract/monthly-reports';

/** One thing of the month a return comment can be about, as the reviewer picks it. */
export type ReviewItem = { kind: ReviewItemKind; key: string | null; name: string };

/** The value of a review item in a list of choices ('spending:ab12…', 'report:'). */
export function reviewItemValue(item: Pick<ReviewItem, 'kind' | 'key'>): string {
  return `${item.kind}:${item.key ?? ''}`;
}

/**
 * Everything of the month a comment can be about, in the page's order: the whole month, each indicator and activity,
 * each spending entry, the people reached, each story. `names` words the generic items in the reader's language.
 */
export function reviewItemsOf(
  report: Pick<MonthlyReport, 'indicators' | 'activities' | 'spending' | 'stories' | 'budget_lines'>,
  names: { report: string; beneficiaries: string; story: (number: number) => string },
): ReviewItem[] {
  const lineName = (lineId: number) => report.budget_lines.find((line) => line.id === lineId)?.category ?? '';
  return [
    { kind: 'report', key: null, name: names.report },
    ...report.indicators.map((row) => ({ kind: 'indicator' as const, key: String(row.indicator_id), name: `${row.code} ${row.title}` })),
    ...report.activities.map((row) => ({ kind: 'activity' as const, key: String(row.activity_id), name: `${row.code} ${row.title}` })),
    ...report.spending.map((row) => ({ kind: 'spending' as const, key: row.key, name: `${lineName(row.line_id)}: ${row.description} (${row.date})` })),
    { kind: 'beneficiaries', key: null, name: names.beneficiaries },
    ...report.stories.map((story, index) => ({
      kind: 'story' as const,
      key: story.key,
      name: story.title_en ?? story.title_ar ?? names.story(index + 1),
    })),
  ];
}
