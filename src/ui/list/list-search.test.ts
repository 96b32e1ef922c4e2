import { describe, expect, it } from 'vitest';
import { USER_SORT_COLUMNS } from '#contract/list-columns';
import { lastPageOf, listSearchDefaults, listSearchSchema } from './list-search';

const schema = listSearchSchema(USER_SORT_COLUMNS);

describe('list search params', () => {
  it('defaults to page 1 of 10 rows sorted by created_at ascending, with no search (spec section 9)', () => {
    expect(schema({})).toEqual({ order_by: 'created_at', is_desc: false, page: 1, rows: 10, search: undefined });
    expect(listSearchDefaults(USER_SORT_COLUMNS)).toEqual({ order_by: 'created_at', is_desc: false, page: 1, rows: 10 });
  });

  it('sorts by the first column when the list cannot sort by created_at', () => {
    expect(listSearchSchema(['name', 'email'])({}).order_by).toBe('name');
  });

  it('reads values as they come from the URL', () => {
    expect(schema({ page: '3', rows: '20', order_by: 'email', is_desc: 'true', search: '  amal ' })).toEqual({
      order_by: 'email',
      is_desc: true,
      page: 3,
      rows: 20,
      search: 'amal',
    });
  });

  it('falls back to the default for each bad value instead of failing the page', () => {
    expect(
      schema({ page: '-2', rows: '1000', order_by: 'password', is_desc: 'maybe', search: 'x'.repeat(500) }),
    ).toEqual({ order_by: 'created_at', is_desc: false, page: 1, rows: 10, search: undefined });
    expect(schema({ page: 'two', rows: 2.5 })).toMatchObject({ page: 1, rows: 10 });
  });

  it('treats an empty search as no search', () => {
    expect(schema({ search: '   ' }).search).toBeUndefined();
  });

  it('counts at least one page, even for an empty list', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
  });
});
