import { describe, expect, it } from 'vitest';
import { budgetRangeProblem, budgetTotal, completeBudget, lineTotal, type BudgetLine } from './budget-rules';

const line = (id: number, quantity: number, unit_cost: number, total = 0): BudgetLine => ({
  id,
  category: 'Staff',
  description: `Line ${id}`,
  unit: 'month',
  quantity,
  unit_cost,
  total,
});

describe('the budget rules', () => {
  it('computes a line total as quantity × unit cost, to the cent', () => {
    expect(lineTotal({ quantity: 3, unit_cost: 800.5 })).toBe(2401.5);
    expect(lineTotal({ quantity: 3, unit_cost: 0.335 })).toBe(1.01);
  });

  it('sums the lines for the total, leaving out a line that is not yet a number', () => {
    expect(budgetTotal([line(1, 12, 1500), line(2, 3, 800.5), line(3, Number.NaN, 10)])).toBe(20401.5);
  });

  it('saves every line with its computed total, whatever total it carried, in the grant’s currency', () => {
    const budget = completeBudget([line(1, 2, 100, 999)], '$');
    expect(budget).toEqual({ lines: [line(1, 2, 100, 200)], total: 200, cur_symbol: '$' });
  });

  it('refuses a total outside the grant’s size range and takes both ends', () => {
    const range = { min_size: 10000, max_size: 50000 };
    expect(budgetRangeProblem(9999.99, range)).toBe('belowRange');
    expect(budgetRangeProblem(10000, range)).toBeNull();
    expect(budgetRangeProblem(50000, range)).toBeNull();
    expect(budgetRangeProblem(50000.01, range)).toBe('aboveRange');
  });
});
