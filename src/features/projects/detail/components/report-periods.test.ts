import { describe, expect, it } from 'vitest';
import { customPeriod, defaultReportPeriod, reportMonths, reportPeriodChoices } from './report-periods';

// A project from 12 November 2025, measured on 22 May 2026: November 2025 to May 2026 have figures.
const months = reportMonths('2025-11-12', '2026-05-22');

describe('the periods a board report can cover', () => {
  it('are the months from the project’s first to the month figures are measured in', () => {
    expect(months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    expect(reportMonths('2026-07-01', '2026-07-01')).toEqual(['2026-07']);
  });

  it('offer calendar quarters and years cut to the project’s months, newest first, then the whole project', () => {
    expect(reportPeriodChoices(months).map(({ key, from, to }) => [key, from, to])).toEqual([
      ['q-2026-2', '2026-04', '2026-05'],
      ['q-2026-1', '2026-01', '2026-03'],
      ['q-2025-4', '2025-11', '2025-12'],
      ['y-2026', '2026-01', '2026-05'],
      ['y-2025', '2025-11', '2025-12'],
      ['all', '2025-11', '2026-05'],
    ]);
    expect(reportPeriodChoices(months)[1]).toMatchObject({ kind: 'quarter', year: 2026, quarter: 1 });
  });

  it('offer none before the project starts', () => {
    expect(reportPeriodChoices([])).toEqual([]);
    expect(defaultReportPeriod([], '2026-05-22', '2027-05-11')).toBeNull();
  });

  it('start on the latest quarter already over, not the one under way', () => {
    expect(defaultReportPeriod(reportPeriodChoices(months), '2026-05-22', '2027-05-11')?.key).toBe('q-2026-1');
    // The month after a quarter ends, that quarter is over.
    const april = reportMonths('2025-11-12', '2026-04-02');
    expect(defaultReportPeriod(reportPeriodChoices(april), '2026-04-02', '2027-05-11')?.key).toBe('q-2026-1');
  });

  it('start on the quarter under way when none is over yet, and on the last quarter once the project has ended', () => {
    const young = reportMonths('2026-04-20', '2026-05-22');
    expect(defaultReportPeriod(reportPeriodChoices(young), '2026-05-22', '2027-04-19')?.key).toBe('q-2026-2');
    const ended = reportMonths('2025-11-12', '2026-05-11');
    expect(defaultReportPeriod(reportPeriodChoices(ended), '2026-05-11', '2026-05-11')?.key).toBe('q-2026-2');
  });

  it('keep chosen months inside the months with figures, the end never before the start', () => {
    expect(customPeriod(months, '2025-12', '2026-02')).toEqual({ from: '2025-12', to: '2026-02' });
    expect(customPeriod(months, '2025-01', '2030-01')).toEqual({ from: '2025-11', to: '2026-05' });
    expect(customPeriod(months, '2026-03', '2026-01')).toEqual({ from: '2026-03', to: '2026-03' });
    expect(customPeriod([], '2026-03', '2026-01')).toBeNull();
  });
});
