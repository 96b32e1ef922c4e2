/*
 * Rows of a section document. The section is stored whole, as the organisation wrote it, so the ids of its rows
 * are the browser's: a new row takes the next number after the largest id of its kind in the document and keeps it
 * (docs/decisions/190-section-row-ids.md).
 */

/** The id a new row takes: one more than the largest id in use (1 for the first). */
export function nextRowId(ids: Iterable<number>): number {
  let largest = 0;
  for (const id of ids) if (id > largest) largest = id;
  return largest + 1;
}

export function replaceRow<Row>(rows: readonly Row[], index: number, row: Row): Row[] {
  return rows.map((current, at) => (at === index ? row : current));
}

export function removeRow<Row>(rows: readonly Row[], index: number): Row[] {
  return rows.filter((_, at) => at !== index);
}

/** Moves a row one place up (-1) or down (+1); a move past either end leaves the list as it was. */
export function moveRow<Row>(rows: readonly Row[], index: number, offset: -1 | 1): Row[] {
  const target = index + offset;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const moved = [...rows];
  const [row] = moved.splice(index, 1);
  if (row !== undefined) moved.splice(target, 0, row);
  return moved;
}
