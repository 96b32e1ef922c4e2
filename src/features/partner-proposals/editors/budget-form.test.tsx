import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Budget } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { BudgetForm } from './budget-form';

const budget: Budget = {
  lines: [{ id: 4, category: 'Staff', description: 'Project manager', unit: 'month', quantity: 12, unit_cost: 1500, total: 1 }],
  total: 1,
  cur_symbol: '$',
};
const range = { min_size: 10000, max_size: 50000 };

describe('the budget editor', () => {
  it('computes each line’s total and the budget’s as quantities and costs are typed', () => {
    renderWithProviders(<BudgetForm value={budget} symbol="$" range={range} readOnly={false} onSave={vi.fn()} />);
    expect(screen.getAllByText('$ 18,000.000')).toHaveLength(2);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity, line 1' }), { target: { value: '10' } });
    expect(screen.getAllByText('$ 15,000.000')).toHaveLength(2);
  });

  it('refuses a total outside the grant’s size range and sends nothing', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<BudgetForm value={budget} symbol="$" range={range} readOnly={false} onSave={onSave} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Unit cost, line 1' }), { target: { value: '5000' } });
    expect(screen.getByText(/is above the grant’s size range/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This page was not saved/)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a new line with its computed total, the total and the grant’s currency', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<BudgetForm value={budget} symbol="$" range={range} readOnly={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Category, line 2' }), { target: { value: 'Equipment' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity, line 2' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Unit cost, line 2' }), { target: { value: '800.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      lines: [
        { ...budget.lines[0], total: 18000 },
        { id: 5, category: 'Equipment', description: '', unit: '', quantity: 3, unit_cost: 800.5, total: 2401.5 },
      ],
      total: 20401.5,
      cur_symbol: '$',
    });
  });

  it('shows the lines as text, without inputs or Save, when read-only', () => {
    renderWithProviders(<BudgetForm value={budget} symbol="$" range={range} readOnly onSave={vi.fn()} />);
    expect(screen.getByText('Project manager')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
