import type { Budget } from '#contract/proposals';

export type BudgetLine = Budget['lines'][number];

/** The grant's size range: a budget's total must lie within it (issue 13: the server re-checks). */
export type GrantSizeRange = { min_size: number; max_size: number };

/** Money is shown with 3 decimals (spec section 9): totals are kept to that precision so they add up on screen. */
function roundMoney(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A line's total is its quantity times its unit cost; nobody types it. NaN while either is not a number. */
export function lineTotal(line: Pick<BudgetLine, 'quantity' | 'unit_cost'>): number {
  return roundMoney(line.quantity * line.unit_cost);
}

/** The lines' sum; lines not yet readable count for nothing. */
export function budgetTotal(lines: readonly Pick<BudgetLine, 'quantity' | 'unit_cost'>[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + (Number.isFinite(lineTotal(line)) ? lineTotal(line) : 0), 0));
}

/** The budget as it is saved: every line's total and the budget's computed again, in the grant's currency. */
export function completeBudget(lines: readonly BudgetLine[], symbol: string): Budget {
  const computed = lines.map((line) => ({ ...line, total: lineTotal(line) }));
  return { lines: computed, total: budgetTotal(computed), cur_symbol: symbol };
}

export type RangeProblem = 'belowRange' | 'aboveRange';

/** Where a total falls against the grant's size range: null inside it (both ends included). */
export function budgetRangeProblem(total: number, range: GrantSizeRange): RangeProblem | null {
  if (total < range.min_size) return 'belowRange';
  if (total > range.max_size) return 'aboveRange';
  return null;
}

/** A new, empty line whose id follows the largest in use. */
export function emptyBudgetLine(id: number): BudgetLine {
  return { id, category: '', description: '', unit: '', quantity: 1, unit_cost: 0, total: 0 };
}
