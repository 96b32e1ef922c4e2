import { describe, expect, it } from 'vitest';
import { issue } from '#contract/messages';
import type { LogicalFramework } from '#contract/proposals';
import { plannedActivities, workplanIssues, workplanRows, type WorkplanRow } from './workplan-rules';

const framework: LogicalFramework = {
  goal: 'Clean water',
  grant_objectives: [],
  program_objectives: [],
  custom_objectives: [],
  assumptions: [],
  outcomes: [
    {
      id: 1,
      title: 'Access to water',
      outputs: [
        { id: 1, title: 'Wells rehabilitated', indicators: [], activities: [{ id: 1, title: 'Survey wells' }, { id: 2, title: 'Repair pumps' }] },
      ],
    },
  ],
};

const row = (changes: Partial<WorkplanRow>): WorkplanRow => ({
  id: 1,
  code: '1.1.1',
  title: 'Survey wells',
  output: 'Wells rehabilitated',
  start_date: '',
  end_date: '',
  responsible: '',
  ...changes,
});

describe('the work plan rules', () => {
  it('lists every activity of the logical framework, keeps what was planned, and sets apart a removed activity', () => {
    const { rows, removed } = workplanRows(framework, [
      { id: 2, code: 'A2', title: 'Old title', output: 'Old output', start_date: '2026-02-01', end_date: '2026-03-31', responsible: 'Engineer' },
      { id: 9, code: 'A9', title: 'Gone', output: 'Gone', start_date: '2026-01-01', end_date: '2026-01-31', responsible: '' },
    ]);
    expect(rows).toEqual([
      row({}),
      { id: 2, code: 'A2', title: 'Repair pumps', output: 'Wells rehabilitated', start_date: '2026-02-01', end_date: '2026-03-31', responsible: 'Engineer' },
    ]);
    expect(removed.map((item) => item.id)).toEqual([9]);
  });

  it('saves only the activities that have dates', () => {
    expect(plannedActivities([row({}), row({ id: 2, start_date: '2026-01-01 ', end_date: '2026-02-01' })])).toEqual([
      row({ id: 2, start_date: '2026-01-01', end_date: '2026-02-01' }),
    ]);
  });

  it('asks for both dates, in YYYY-MM-DD, and refuses an end before the start', () => {
    expect(workplanIssues([row({})]).size).toBe(0);
    expect(workplanIssues([row({ start_date: '2026-01-01' })]).get('0.end_date')).toBe(issue('required', { field: 'end_date' }));
    expect(workplanIssues([row({ start_date: '01/02/2026', end_date: '2026-03-01' })]).get('0.start_date')).toBe(issue('invalid', { field: 'start_date' }));
    expect(workplanIssues([row({ start_date: '2026-03-01', end_date: '2026-02-28' })]).get('0.end_date')).toBe(
      issue('notBefore', { field: 'end_date', other: 'start_date' }),
    );
  });
});
