import { describe, expect, it } from 'vitest';
import { PROGRESS_REPORT_MAX_BYTES, progressReportFileProblem } from '#contract/project-tracking';
import { progressReportFormSchema } from './progress-report-form';

const project = { start_date: '2026-03-01', end_date: '2027-02-28' };
const valid = { title: 'First quarter', kind: 'narrative', period_start: '2026-03-01', period_end: '2026-05-31' };

/** The first problem of each field, as the contract's issue (a JSON of key and params). */
function problems(input: Record<string, unknown>): Record<string, { key: string }> {
  const result = progressReportFormSchema(project).safeParse(input);
  if (result.success) return {};
  const byField: Record<string, { key: string }> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= JSON.parse(issue.message) as { key: string };
  return byField;
}

describe('uploading a progress report: what is refused before anything is queued', () => {
  it('takes a titled report of either kind inside the project’s period', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, kind: 'financial', period_start: '2026-03-01', period_end: '2027-02-28' })).toEqual({});
  });

  it('refuses a missing title, an unknown kind and dates that are not dates', () => {
    expect(problems({ ...valid, title: '  ' })).toMatchObject({ title: { key: 'required' } });
    expect(problems({ ...valid, kind: 'spreadsheet' })).toMatchObject({ kind: { key: 'invalid' } });
    expect(problems({ ...valid, period_start: '2026-13-01' })).toMatchObject({ period_start: { key: 'invalid' } });
  });

  it('refuses a period that ends before it starts', () => {
    expect(problems({ ...valid, period_start: '2026-06-01', period_end: '2026-05-31' })).toMatchObject({ period_end: { key: 'notBefore', other: 'period_start' } });
  });

  it('says a date is outside the project’s period at the first submit, while the kind is still unchosen', () => {
    expect(problems({ ...valid, kind: undefined, period_start: '2026-02-28' })).toMatchObject({ kind: { key: 'invalid' }, period_start: { key: 'min' } });
  });

  it('refuses a period outside the project’s, naming the project’s dates as the server does', () => {
    expect(problems({ ...valid, period_start: '2026-02-28' })).toEqual({ period_start: { key: 'min', field: 'period_start', min: '2026-03-01' } });
    expect(problems({ ...valid, period_end: '2027-03-01' })).toEqual({ period_end: { key: 'max', field: 'period_end', max: '2027-02-28' } });
  });

  it('refuses a missing file, a spreadsheet and a file over 10 MB', () => {
    expect(progressReportFileProblem(null)).toBe('required');
    expect(progressReportFileProblem({ type: 'application/pdf', size: 0 })).toBe('required');
    expect(progressReportFileProblem({ type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 1000 })).toBe('documentType');
    expect(progressReportFileProblem({ type: 'application/pdf', size: PROGRESS_REPORT_MAX_BYTES + 1 })).toBe('documentSize');
    expect(progressReportFileProblem({ type: 'image/jpeg', size: PROGRESS_REPORT_MAX_BYTES })).toBeNull();
  });
});
