/**
 * How many history entries to go back to leave the proposal for the page it was opened from (the grant's
 * proposals, /proposals, an organisation, a notification), however many of its pages were visited since.
 * `entryIndex` is the history position of the first proposal page seen, `currentIndex` the one now. Null when the
 * proposal was the first page of the tab (opened from a bookmark or another site): there is no "from" to go to.
 */
export function stepsBackToEntry(entryIndex: number, currentIndex: number): number | null {
  if (entryIndex <= 0 || currentIndex < entryIndex) return null;
  return -(currentIndex - entryIndex + 1);
}
