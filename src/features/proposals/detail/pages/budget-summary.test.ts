import { describe, expect, it } from 'vitest';
import { budgetByCategory, budgetDiscrepancies, lineTotalMismatch, sortBudgetLines, type BudgetLine } from './budget-summary';

function line(id: number, category: string, quantity: number, unit_cost: number, total = quantity * unit_cost): BudgetLine {
  return { id, category, description: `Line ${id}`, unit: 'unit', quantity, unit_cost, total };
}

const lines = [line(1, 'Staff', 12, 1500), line(2, 'Equipment', 3, 800.5), line(3, 'Staff', 6, 1000), line(4, 'Travel ', 10, 45.125)];

describe('the budget grouped by category', () => {
  it('groups lines by category in the order first used, with subtotals, shares and a grand total', () => {
    const { groups, total } = budgetByCategory(lines);
    expect(groups.map((group) => [group.category, group.lines.map((item) => item.id), group.total])).toEqual([
      ['Staff', [1, 3], 24000],
      ['Equipment', [2], 2401.5],
      ['Travel', [4], 451.25],
    ]);
    expect(total).toBe(26852.75);
    expect(groups.reduce((sum, group) => sum + group.share, 0)).toBeCloseTo(100, 10);
    expect(groups[0]?.share).toBeCloseTo((24000 / 26852.75) * 100, 10);
  });

  it('keeps money sums to the 3 decimals shown', () => {
    expect(budgetByCategory([line(1, 'A', 1, 0.1), line(2, 'A', 1, 0.2)]).total).toBe(0.3);
  });

  it('has no share for an empty budget', () => {
    expect(budgetByCategory([])).toEqual({ groups: [], total: 0 });
    expect(budgetByCategory([line(1, 'A', 0, 10)]).groups[0]?.share).toBe(0);
  });

  it('says when the lines do not add up to the stated total, or the total differs from the proposal’s', () => {
    expect(budgetDiscrepancies({ lines, total: 26852.75 }, 26852.75)).toEqual([]);
    expect(budgetDiscrepancies({ lines, total: 27000 }, 27000)).toEqual(['linesVsTotal']);
    expect(budgetDiscrepancies({ lines, total: 26852.75 }, 30000)).toEqual(['totalVsProposal']);
  });

  it('flags a line whose total is not quantity × unit cost', () => {
    expect(lineTotalMismatch(line(1, 'A', 3, 10))).toBe(false);
    expect(lineTotalMismatch(line(1, 'A', 3, 10, 35))).toBe(true);
  });

  it('sorts the flat list by a column either way, ties keeping their order', () => {
    expect(sortBudgetLines(lines, { column: 'total', direction: 'descending' }).map((item) => item.id)).toEqual([1, 3, 2, 4]);
    expect(sortBudgetLines(lines, { column: 'category', direction: 'ascending' }).map((item) => item.id)).toEqual([2, 1, 3, 4]);
  });
});
