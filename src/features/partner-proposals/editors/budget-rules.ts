import { budgetTotal as storedTotal, budgetProblem } from '#contract/proposal-completeness';
import type { Budget } from '#contract/proposals';

export type BudgetLine = Budget['lines'][number];

/** The grant's size range: a budget's total must lie within it (issue 13: the server re-checks). */
export type GrantSizeRange = { min_size: number; max_size: number };

/** A line's total is its quantity times its unit cost, to the cent as the server stores it; nobody types it. */
export function lineTotal(line: Pick<BudgetLine, 'quantity' | 'unit_cost'>): number {
  return storedTotal([line]);
}

/** The lines' sum as the server computes it (contract budgetTotal); a line not yet readable counts for nothing. */
export function budgetTotal(lines: readonly Pick<BudgetLine, 'quantity' | 'unit_cost'>[]): number {
  return storedTotal(lines.filter((line) => Number.isFinite(line.quantity * line.unit_cost)));
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

/** The server's rule (contract budgetProblem), so the page refuses what the server would: another currency, a total out of range. */
export function budgetRefusal(budget: Budget, range: GrantSizeRange, symbol: string): 'budgetCurrency' | 'budgetRange' | null {
  return budgetProblem(budget, { ...range, cur_symbol: symbol });
}

/** A new, empty line whose id follows the largest in use. */
export function emptyBudgetLine(id: number): BudgetLine {
  return { id, category: '', description: '', unit: '', quantity: 1, unit_cost: 0, total: 0 };
}
