import { describe, expect, it } from 'vitest';
import type { MonthlyReport } from '#contract/monthly-reports';
import { latestReportableMonth, neighbourMonths } from './month-navigation';
import { reviewItemValue, reviewItemsOf } from './review-items';
import { commentsOn, latestRound, shownComments } from './review-notes';
import { monthSubmitState } from './submit-state';

const project = { start_date: '2026-03-10', end_date: '2027-02-28' };

describe('the months a partner moves between', () => {
  it('goes back to the start month and forward to this month, never beyond', () => {
    expect(neighbourMonths('2026-03', project, '2026-12-04')).toEqual({ previous: null, next: '2026-04' });
    expect(neighbourMonths('2026-12', project, '2026-12-04')).toEqual({ previous: '2026-11', next: null });
  });

  it('stops at the project’s last month once it has ended', () => {
    expect(neighbourMonths('2027-02', project, '2027-06-01').next).toBeNull();
    expect(latestReportableMonth(project, '2027-06-01')).toBe('2027-02');
  });

  it('has no month to open before the project starts', () => {
    expect(latestReportableMonth(project, '2026-01-15')).toBeNull();
  });
});

describe('Submit on a month', () => {
  const base = { status: 'draft' as const, version: 2, role: 'admin' as const, online: true, dirty: false, queued: false };

  it('is pressable for the admin of a saved month with nothing waiting', () => {
    expect(monthSubmitState(base)).toEqual({ shown: true, block: null });
  });

  it('says why it cannot be pressed: a member, offline, unsaved changes, a month never saved', () => {
    expect(monthSubmitState({ ...base, role: 'member' }).block).toBe('member');
    expect(monthSubmitState({ ...base, online: false }).block).toBe('offline');
    expect(monthSubmitState({ ...base, dirty: true }).block).toBe('unsaved');
    expect(monthSubmitState({ ...base, queued: true }).block).toBe('unsaved');
    expect(monthSubmitState({ ...base, version: 0 }).block).toBe('neverSaved');
  });

  it('is offered again on a returned month and not at all on a submitted or approved one', () => {
    expect(monthSubmitState({ ...base, status: 'returned' }).shown).toBe(true);
    expect(monthSubmitState({ ...base, status: 'submitted' }).shown).toBe(false);
    expect(monthSubmitState({ ...base, status: 'approved' }).shown).toBe(false);
  });
});

describe('the funder’s comments beside the items', () => {
  const author = { id: 3, name: 'Lina' };
  const comments = [
    { id: 1, item_kind: 'indicator' as const, item_key: '11', text: 'Source?', author, round: 1, created_at: '2026-11-01' },
    { id: 2, item_kind: 'spending' as const, item_key: 'k1', text: 'Receipt missing', author, round: 2, created_at: '2026-11-09' },
    { id: 3, item_kind: 'report' as const, item_key: null, text: 'See the spending', author, round: 2, created_at: '2026-11-09' },
  ];

  it('shows only the latest return’s comments, each on its item', () => {
    expect(latestRound(comments).map((comment) => comment.id)).toEqual([2, 3]);
    expect(commentsOn(latestRound(comments), 'spending', 'k1').map((comment) => comment.id)).toEqual([2]);
    expect(commentsOn(latestRound(comments), 'report', null).map((comment) => comment.id)).toEqual([3]);
  });

  it('hides them once the month is approved', () => {
    expect(shownComments({ status: 'approved', comments })).toEqual([]);
    expect(shownComments({ status: 'returned', comments })).toHaveLength(2);
  });

  it('offers every item of the month to comment on, the whole month first', () => {
    const items = reviewItemsOf(
      {
        indicators: [{ indicator_id: 11, code: '1.1', title: 'Teachers trained' }],
        activities: [],
        spending: [{ key: 'k1', line_id: 31, date: '2026-10-12', description: 'Venue' }],
        stories: [{ key: 's1', title_en: null, title_ar: 'العودة', text_en: null, text_ar: null }],
        budget_lines: [{ id: 31, category: 'Training' }],
      } as unknown as MonthlyReport,
      { report: 'Whole month', beneficiaries: 'People reached', story: (number) => `Story ${number}` },
    );
    expect(items.map(reviewItemValue)).toEqual(['report:', 'indicator:11', 'spending:k1', 'beneficiaries:', 'story:s1']);
    expect(items.find((item) => item.kind === 'story')?.name).toBe('العودة');
  });
});
