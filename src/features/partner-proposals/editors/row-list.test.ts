import { describe, expect, it } from 'vitest';
import { moveRow, nextRowId, removeRow, replaceRow } from './row-list';

describe('rows of a section document', () => {
  it('gives a new row one more than the largest id of its kind, and 1 to the first', () => {
    expect(nextRowId([])).toBe(1);
    expect(nextRowId([3, 9, 4])).toBe(10);
  });

  it('moves a row up or down one place and leaves the list alone at either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('replaces and removes the row at an index without touching the others', () => {
    expect(replaceRow(['a', 'b', 'c'], 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removeRow(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
