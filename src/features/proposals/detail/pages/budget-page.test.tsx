import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { BudgetLinesTable } from './budget-page';
import type { BudgetLine } from './budget-summary';

const lines: BudgetLine[] = [
  { id: 1, category: 'Staff', description: 'Project manager', unit: 'month', quantity: 12, unit_cost: 1500, total: 18000 },
  { id: 2, category: 'Equipment', description: 'Water pumps', unit: 'piece', quantity: 3, unit_cost: 800.5, total: 2401.5 },
  { id: 3, category: 'Staff', description: 'Field officer', unit: 'month', quantity: 6, unit_cost: 1000, total: 6000 },
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the budget lines table', () => {
  it('groups the lines under their category with its subtotal, and ends with the total', () => {
    renderWithProviders(<BudgetLinesTable lines={lines} symbol="$" />);
    const rows = within(screen.getByRole('table', { name: 'Budget lines' }))
      .getAllByRole('row')
      .slice(1) as HTMLElement[];
    expect(rows.map(cellsOf)).toEqual([
      ['Staff', '$ 24,000.000'],
      ['Project manager', 'month', '12', '$ 1,500.000', '$ 18,000.000'],
      ['Field officer', 'month', '6', '$ 1,000.000', '$ 6,000.000'],
      ['Equipment', '$ 2,401.500'],
      ['Water pumps', 'piece', '3', '$ 800.500', '$ 2,401.500'],
      ['Total', '$ 26,401.500'],
    ]);
  });

  it('lists the lines flat with their category once ungrouped, sorted by the chosen column', () => {
    renderWithProviders(<BudgetLinesTable lines={lines} symbol="$" />);
    fireEvent.click(screen.getByRole('switch', { name: 'Group by category' }));
    const table = screen.getByRole('table', { name: 'Budget lines' });
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    const rows = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rows.slice(0, -1).map((row) => cellsOf(row).slice(0, 2))).toEqual([
      ['Staff', 'Project manager'],
      ['Staff', 'Field officer'],
      ['Equipment', 'Water pumps'],
    ]);
    expect(cellsOf(rows.at(-1) as HTMLElement)).toEqual(['Total', '$ 26,401.500']);
  });
});
