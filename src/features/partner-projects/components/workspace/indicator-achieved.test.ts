import { describe, expect, it } from 'vitest';
import { indicatorAchieved } from './indicator-achieved';

const month = (value: string, actual: number | null) => ({ month: value, target: 5, actual, female: null, male: null });

describe('what the approved months achieved of an indicator', () => {
  it('adds up the months of a count', () => {
    expect(indicatorAchieved({ aggregation: 'sum', months: [month('2026-01', 2), month('2026-02', null), month('2026-03', 4)] })).toBe(6);
  });

  it('takes the latest level measured of a level', () => {
    expect(indicatorAchieved({ aggregation: 'latest', months: [month('2026-01', 40), month('2026-02', 55), month('2026-03', null)] })).toBe(55);
  });

  it('is nothing while no approved month has a figure', () => {
    expect(indicatorAchieved({ aggregation: 'sum', months: [month('2026-01', null)] })).toBeNull();
  });
});
