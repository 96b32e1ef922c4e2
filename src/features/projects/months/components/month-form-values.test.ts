import { describe, expect, it } from 'vitest';
import type { MonthlyReport } from '#contract/monthly-reports';
import { formValuesOf, formValuesOfQueued, reachedTotal, spentTotal, toMonthInput } from './month-form-values';
import { monthIssues } from './month-rules';

const receipt = { id: 41, name: 'invoice.pdf', mime_type: 'application/pdf', size: 1200, url: '/api/files/41' };

function report(overrides: Partial<MonthlyReport> = {}): MonthlyReport {
  return {
    project_id: 7,
    month: '2026-10',
    status: 'draft',
    version: 3,
    due_date: '2026-11-15',
    narrative: 'Two trainings held.',
    indicators: [
      { indicator_id: 11, code: '1.1', title: 'Teachers trained', unit: 'people', aggregation: 'sum', month_target: 20, actual: 18, female: 10, male: 8, note: null },
      { indicator_id: 12, code: '1.2', title: 'Schools equipped', unit: 'schools', aggregation: 'latest', month_target: null, actual: null, female: null, male: null, note: null },
    ],
    activities: [
      { activity_id: 21, code: 'A1', title: 'Training', planned_start: '2026-09-01', planned_end: '2026-12-31', planned_in_month: true, status: 'in_progress', progress: 40, note: null },
    ],
    budget_lines: [{ id: 31, category: 'Training', description: 'Venue and trainers', planned: 5000 }],
    spending: [{ key: 'k1', line_id: 31, date: '2026-10-12', amount: 750.5, description: 'Venue', receipt }],
    beneficiaries: [{ sex: 'female', type: 'refugees', count: 12 }],
    stories: [],
    currency: { code: 'USD', symbol: '$' },
    saved_at: null,
    saved_by: null,
    submitted_at: null,
    submitted_by: null,
    reviewed_at: null,
    reviewed_by: null,
    approval_comment: null,
    comments: [],
    ...overrides,
  };
}

describe('the month editor’s values and the wire', () => {
  it('sends back what the server answered, keeping a stored receipt by its id and an unmeasured actual as null', () => {
    const { content, files } = toMonthInput(formValuesOf(report()));
    expect(files).toEqual([]);
    expect(content.narrative).toBe('Two trainings held.');
    expect(content.indicators).toEqual([
      { indicator_id: 11, actual: 18, female: 10, male: 8, note: null },
      { indicator_id: 12, actual: null, female: null, male: null, note: null },
    ]);
    expect(content.spending).toEqual([{ key: 'k1', line_id: 31, date: '2026-10-12', amount: 750.5, description: 'Venue', receipt: { file_id: 41 } }]);
  });

  it('sends every sex-and-type row of people reached, an empty one as none', () => {
    const { content } = toMonthInput(formValuesOf(report()));
    expect(content.beneficiaries).toHaveLength(8);
    expect(content.beneficiaries).toContainEqual({ sex: 'female', type: 'refugees', count: 12 });
    expect(content.beneficiaries).toContainEqual({ sex: 'male', type: 'returnees', count: 0 });
  });

  it('names a receipt chosen on this device as an upload, sent in the multipart body under that name', () => {
    const form = formValuesOf(report());
    const file = new File(['%PDF'], 'taxi.pdf', { type: 'application/pdf' });
    const spending = form.spending.map((row) => ({ ...row, receipt: { kind: 'new' as const, file } }));
    const { content, files } = toMonthInput({ ...form, spending });
    expect(content.spending?.[0]?.receipt).toEqual({ upload: 'receipt-k1' });
    expect(files).toEqual([{ name: 'receipt-k1', file, fileName: 'taxi.pdf' }]);
  });

  it('shows a save still queued offline as it was typed, with its new file and the stored one', () => {
    const file = new File(['png'], 'girls.png', { type: 'image/png' });
    const form = formValuesOf(report());
    const typed = {
      ...form,
      narrative: 'Written offline',
      stories: [{ key: 's1', title_en: 'Back to school', title_ar: '', text_en: 'Amal returned.', text_ar: '', photo: { kind: 'new' as const, file }, people_reached: 30, place: 'Irbid' }],
    };
    const { content, files } = toMonthInput(typed);
    const shown = formValuesOfQueued(report(), content, files);
    expect(shown.narrative).toBe('Written offline');
    expect(shown.stories[0]?.photo).toEqual({ kind: 'new', file });
    expect(shown.spending[0]?.receipt).toEqual({ kind: 'stored', file: receipt });
    expect(shown.indicators[0]?.actual).toBe(18);
    expect(Number.isNaN(shown.indicators[1]?.actual)).toBe(true);
  });

  it('adds up what the month spends and the people it reached, skipping what is not typed', () => {
    expect(spentTotal([{ amount: 10.25 }, { amount: Number.NaN }, { amount: 5 }])).toBe(15.25);
    expect(reachedTotal([{ count: 3 }, { count: Number.NaN }, { count: 4 }])).toBe(7);
  });
});

function issuesOf(changes: (form: ReturnType<typeof formValuesOf>) => ReturnType<typeof formValuesOf>) {
  const form = changes(formValuesOf(report()));
  return monthIssues('2026-10', toMonthInput(form).content, form);
}

describe('the month’s rules before it is sent', () => {

  it('finds nothing wrong with the month as the server answered it', () => {
    expect(issuesOf((form) => form).size).toBe(0);
  });

  it('refuses women and men that do not add up to the actual', () => {
    const issues = issuesOf((form) => ({ ...form, indicators: form.indicators.map((row, index) => (index === 0 ? { ...row, male: 9 } : row)) }));
    expect(issues.get('indicators.0.female')).toContain('breakdownTotal');
  });

  it('refuses a spending date outside the month, a missing budget line and an amount of zero', () => {
    const issues = issuesOf((form) => ({ ...form, spending: form.spending.map((row) => ({ ...row, date: '2026-11-02', line_id: null, amount: 0 })) }));
    expect(issues.get('spending.0.date')).toContain('outsideMonth');
    expect(issues.has('spending.0.line_id')).toBe(true);
    expect(issues.get('spending.0.amount')).toContain('positive');
  });

  it('refuses a progress above 100 percent', () => {
    const issues = issuesOf((form) => ({ ...form, activities: form.activities.map((row) => ({ ...row, progress: 101 })) }));
    expect(issues.get('activities.0.progress')).toContain('max');
  });

  it('refuses a story without a title and a text in one language, and a photo that is not PNG or JPEG', () => {
    const photo = new File(['gif'], 'a.gif', { type: 'image/gif' });
    const issues = issuesOf((form) => ({
      ...form,
      stories: [{ key: 's1', title_en: 'Only a title', title_ar: '', text_en: '', text_ar: 'نص فقط', photo: { kind: 'new', file: photo }, people_reached: Number.NaN, place: '' }],
    }));
    expect(issues.get('stories.0.title_en')).toContain('storyLanguage');
    expect(issues.get('stories.0.photo')).toContain('imageType');
  });
});
