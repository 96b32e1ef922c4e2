import { describe, expect, it } from 'vitest';
import type { PartnerCall } from '#contract/partner-proposals';
import { callFilterOptions } from './call-filter-options';

function call(id: number, donor: { id: number; name: string }, countryIds: number[], programIds: number[]): PartnerCall {
  return {
    id,
    title: `Call ${id}`,
    description: null,
    eligibility: null,
    donor,
    currency: { id: 1, code: 'USD', symbol: '$' },
    min_size: 1000,
    max_size: 5000,
    deadline: '2026-12-31',
    days_left: 36,
    countries: countryIds.map((countryId) => ({ id: countryId, name: `Country ${countryId}`, name_ar: `بلد ${countryId}` })),
    programs: programIds.map((programId) => ({ id: programId, title: `Initiative ${programId}`, percent: 100 / programIds.length })),
    objectives: [],
    due_diligences: [],
    proposal: null,
  };
}

describe('the open calls filters', () => {
  it('offer each funder, country and initiative named by the calls once', () => {
    const options = callFilterOptions([call(1, { id: 7, name: 'Funder A' }, [1, 2], [10]), call(2, { id: 7, name: 'Funder A' }, [2, 3], [10, 11])]);
    expect(options.funders).toEqual([{ id: 7, name: 'Funder A' }]);
    expect(options.countries.map((country) => country.id)).toEqual([1, 2, 3]);
    expect(options.programs).toEqual([
      { id: 10, name: 'Initiative 10' },
      { id: 11, name: 'Initiative 11' },
    ]);
  });

  it('offer nothing when there is no open call', () => {
    expect(callFilterOptions([])).toEqual({ funders: [], countries: [], programs: [] });
  });
});
