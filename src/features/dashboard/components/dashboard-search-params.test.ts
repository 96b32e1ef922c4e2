import { describe, expect, it } from 'vitest';
import { DASHBOARD_MAX_MONTHS } from '#contract/constants';
import { isFiltered, periodProblem, readDashboardSearch } from './dashboard-search-params';

describe('readDashboardSearch', () => {
  it('reads the period and the grant, initiative and country filters from the URL', () => {
    expect(readDashboardSearch({ from: '2026-01', to: '2026-06', grant_id: '4', program_id: 2, country_id: '7' })).toEqual({
      from: '2026-01',
      to: '2026-06',
      grant_id: 4,
      program_id: 2,
      country_id: 7,
    });
  });

  it('keeps only the filters that are set, so an empty URL is the unfiltered dashboard', () => {
    expect(readDashboardSearch({})).toEqual({});
    expect(isFiltered(readDashboardSearch({}))).toBe(false);
    expect(readDashboardSearch({ to: '2026-03' })).toEqual({ to: '2026-03' });
  });

  it('drops values that are not months or ids instead of failing the page', () => {
    expect(readDashboardSearch({ from: '2026-13', to: 'March', grant_id: '0', program_id: '-2', country_id: 'x' })).toEqual({});
    expect(readDashboardSearch({ from: 202601, grant_id: '1.5' })).toEqual({});
  });

  it('swaps a period whose end is before its start', () => {
    expect(readDashboardSearch({ from: '2026-06', to: '2026-01' })).toEqual({ from: '2026-01', to: '2026-06' });
  });

  it(`keeps the last ${DASHBOARD_MAX_MONTHS} months of a longer period, which the API refuses`, () => {
    expect(readDashboardSearch({ from: '2010-01', to: '2026-06' })).toEqual({ from: '2021-07', to: '2026-06' });
    expect(readDashboardSearch({ from: '2021-07', to: '2026-06' })).toEqual({ from: '2021-07', to: '2026-06' });
  });
});

describe('periodProblem', () => {
  it('accepts open periods, one month, and exactly the longest period', () => {
    expect(periodProblem(undefined, '2026-01')).toBeNull();
    expect(periodProblem('2026-01', '2026-01')).toBeNull();
    expect(periodProblem('2021-07', '2026-06')).toBeNull();
  });

  it('names an end before the start and a period one month too long', () => {
    expect(periodProblem('2026-02', '2026-01')).toBe('endBeforeStart');
    expect(periodProblem('2021-06', '2026-06')).toBe('tooLong');
  });
});
