import { describe, expect, it } from 'vitest';
import { inspireFilterOf, isInspireFiltered, readInspireSearch } from './inspire-search';

describe('the /inspire URL', () => {
  it('reads the initiative, country and grant ids and the choose tab', () => {
    expect(readInspireSearch({ program_id: '3', country_id: 7, grant_id: '12', tab: 'choose' })).toEqual({ program_id: 3, country_id: 7, grant_id: 12, tab: 'choose' });
  });

  it('drops what is not an id or a known tab, and never throws', () => {
    expect(readInspireSearch({ program_id: 'abc', country_id: -1, grant_id: 1.5, tab: 'admin', other: 'x' })).toEqual({});
    expect(readInspireSearch({})).toEqual({});
  });

  it('asks the API with the filters only, and knows when one is set', () => {
    const search = readInspireSearch({ grant_id: '4', tab: 'choose' });
    expect(inspireFilterOf(search)).toEqual({ grant_id: 4 });
    expect(isInspireFiltered(search)).toBe(true);
    expect(isInspireFiltered(readInspireSearch({ tab: 'choose' }))).toBe(false);
  });
});
