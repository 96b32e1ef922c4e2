import { describe, expect, it } from 'vitest';
import { stepsBackToEntry } from './proposal-history';

describe('Back from a proposal (spec section 2)', () => {
  it('goes back to the page the proposal was opened from, however many of its pages were read', () => {
    // Opened at history entry 5 (from the list at 4); cover page, budget and risks read since.
    expect(stepsBackToEntry(5, 5)).toBe(-1);
    expect(stepsBackToEntry(5, 7)).toBe(-3);
  });

  it('has nowhere to go back to when the proposal was the first page of the tab', () => {
    expect(stepsBackToEntry(0, 0)).toBeNull();
    expect(stepsBackToEntry(0, 3)).toBeNull();
  });

  it('does not trust an entry ahead of the current one (the user went back past it)', () => {
    expect(stepsBackToEntry(5, 4)).toBeNull();
  });
});
