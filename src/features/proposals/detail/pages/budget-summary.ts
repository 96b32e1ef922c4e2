import type { Budget } from '#contract/proposals';

export type BudgetLine = Budget['lines'][number];

export type BudgetGroup = {
  category: string;
  lines: BudgetLine[];
  total: number;
  /** This category's part of the whole, in percent (0 when the budget is empty). */
  share: number;
};

/** Money is shown with 3 decimals (spec section 9): sums are kept to that precision so they add up on screen. */
function roundMoney(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function sumLines(lines: readonly Pick<BudgetLine, 'total'>[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + line.total, 0));
}

/** The lines grouped by category, in the order the organisation first used each category, with subtotals and shares. */
export function budgetByCategory(lines: readonly BudgetLine[]): { groups: BudgetGroup[]; total: number } {
  const byCategory = new Map<string, BudgetLine[]>();
  for (const line of lines) {
    const category = line.category.trim();
    byCategory.set(category, [...(byCategory.get(category) ?? []), line]);
  }
  const total = sumLines(lines);
  const groups = [...byCategory].map(([category, grouped]) => {
    const subtotal = sumLines(grouped);
    return { category, lines: grouped, total: subtotal, share: total === 0 ? 0 : (subtotal / total) * 100 };
  });
  return { groups, total };
}

/** A line whose total is not its quantity times its unit cost (a slip in the organisation's spreadsheet). */
export function lineTotalMismatch(line: Pick<BudgetLine, 'quantity' | 'unit_cost' | 'total'>): boolean {
  return Math.abs(roundMoney(line.quantity * line.unit_cost) - line.total) >= 0.001;
}

/**
 * What does not add up, for the reviewer: the lines' sum against the budget's stated total, and the budget against
 * the total the proposal asks for. Empty when everything agrees.
 */
export function budgetDiscrepancies(budget: Pick<Budget, 'lines' | 'total'>, proposalTotal: number): Array<'linesVsTotal' | 'totalVsProposal'> {
  const found: Array<'linesVsTotal' | 'totalVsProposal'> = [];
  if (Math.abs(sumLines(budget.lines) - budget.total) >= 0.001) found.push('linesVsTotal');
  if (Math.abs(budget.total - proposalTotal) >= 0.001) found.push('totalVsProposal');
  return found;
}

export type BudgetSortColumn = 'category' | 'description' | 'quantity' | 'unit_cost' | 'total';
export type BudgetSort = { column: BudgetSortColumn; direction: 'ascending' | 'descending' };

/** The flat list sorted by one column; lines that tie keep the organisation's order. */
export function sortBudgetLines(lines: readonly BudgetLine[], sort: BudgetSort): BudgetLine[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const { column } = sort;
  return lines.toSorted((a, b) => {
    const order = column === 'category' || column === 'description' ? a[column].localeCompare(b[column]) : a[column] - b[column];
    return sign * order;
  });
}
