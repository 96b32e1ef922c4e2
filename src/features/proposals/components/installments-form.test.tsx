import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { InstallmentsForm } from './installments-form';
import { installmentsToSave, type InstallmentDraft } from './installments-draft';

const WARNING = 'you should add at least one installment with 100%!';
const BUDGET = 200_000;

function draft(key: string, title: string, percent: number, id?: number): InstallmentDraft {
  return { key, id, title, percent, locked: false };
}

/** The form as a dialog holds it: the list in state, shown back to the test through `latest`. */
function renderForm(initial: InstallmentDraft[] = [], { budget = BUDGET, currencyCode = 'USD' } = {}) {
  const latest: { value: InstallmentDraft[] } = { value: initial };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <InstallmentsForm
        value={value}
        onChange={(next) => {
          latest.value = next;
          setValue(next);
        }}
        totalBudget={budget}
        currencyCode={currencyCode}
        currencySymbol="$"
      />
    );
  }
  renderWithProviders(<Harness />);
  return latest;
}

function addForm() {
  return within(screen.getByRole('region', { name: 'Add an installment' }));
}

async function addInstallment(percent: string, title?: string) {
  const form = addForm();
  if (title !== undefined) fireEvent.change(form.getByLabelText(/Title/), { target: { value: title } });
  fireEvent.change(form.getByLabelText(/Percent/), { target: { value: percent } });
  fireEvent.click(form.getByRole('button', { name: 'Add installment' }));
}

function rows() {
  return within(screen.getByRole('table', { name: 'Installments' })).getAllByRole('row');
}

// Each step re-renders a table of inputs, slow in jsdom; a busy machine needs more than the default 5 s.
describe('InstallmentsForm', { timeout: 20_000 }, () => {
  it('hides the add form when installments total exactly 100% (50, 30, 20)', async () => {
    const latest = renderForm();
    expect(screen.getByText(WARNING)).toBeTruthy();
    await addInstallment('50');
    await waitFor(() => expect(latest.value).toHaveLength(1));
    await addInstallment('30');
    await waitFor(() => expect(latest.value).toHaveLength(2));
    await addInstallment('20');
    await waitFor(() => expect(latest.value).toHaveLength(3));
    expect(screen.queryByRole('region', { name: 'Add an installment' })).toBeNull();
    expect(screen.queryByText(WARNING)).toBeNull();
    expect(latest.value.map(({ title, percent }) => ({ title, percent }))).toEqual([
      { title: 'installments 1', percent: 50 },
      { title: 'installments 2', percent: 30 },
      { title: 'installments 3', percent: 20 },
    ]);
  });

  it('offers "installments N" as the next title and keeps a title the user typed', async () => {
    const latest = renderForm([draft('a', 'Advance', 40, 7)]);
    expect((addForm().getByLabelText(/Title/) as HTMLInputElement).value).toBe('installments 2');
    await addInstallment('10', 'Mid-term payment');
    await waitFor(() => expect(latest.value).toHaveLength(2));
    expect(latest.value[1]).toMatchObject({ title: 'Mid-term payment', percent: 10 });
    expect((addForm().getByLabelText(/Title/) as HTMLInputElement).value).toBe('installments 3');
  });

  it('refuses a percent of 0', async () => {
    const latest = renderForm();
    await addInstallment('0');
    expect(await screen.findByText('Percent should be greater than or equal to 1!')).toBeTruthy();
    expect(latest.value).toHaveLength(0);
  });

  it('refuses a percent over what the others leave', async () => {
    const latest = renderForm([draft('a', 'installments 1', 50), draft('b', 'installments 2', 30)]);
    await addInstallment('25');
    expect(await screen.findByText('Percent should be less than or equal to 20')).toBeTruthy();
    expect(latest.value).toHaveLength(2);
  });

  it('refuses an empty title', async () => {
    const latest = renderForm();
    await addInstallment('10', '');
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(latest.value).toHaveLength(0);
  });

  it('shows the percent and money totals, and each amount from the total budget', () => {
    renderForm([draft('a', 'installments 1', 50), draft('b', 'installments 2', 25)]);
    expect(screen.getByTestId('installments-percent-total').textContent).toBe('75%');
    expect(screen.getByTestId('installments-amount-total').textContent).toBe('$ 150,000.000');
    expect(rows()[1]?.textContent).toContain('$ 100,000.000');
    expect(rows()[2]?.textContent).toContain('$ 50,000.000');
    expect(screen.getByText(WARNING)).toBeTruthy();
  });

  it('edits a row within what the others leave, then completes the list', async () => {
    const latest = renderForm([draft('a', 'installments 1', 50, 11), draft('b', 'installments 2', 30, 12)]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit installments 2' }));
    const percent = within(rows()[2] as HTMLElement).getByLabelText('Percent');
    fireEvent.change(percent, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save installments 2' }));
    expect(await screen.findByText('Percent should be less than or equal to 50')).toBeTruthy();
    fireEvent.change(percent, { target: { value: '50' } });
    fireEvent.change(within(rows()[2] as HTMLElement).getByLabelText('Title'), { target: { value: 'Final payment' } });
    fireEvent.keyDown(percent, { key: 'Enter' });
    await waitFor(() => expect(latest.value[1]).toMatchObject({ id: 12, title: 'Final payment', percent: 50 }));
    expect(screen.queryByRole('region', { name: 'Add an installment' })).toBeNull();
    expect(screen.getByTestId('installments-percent-total').textContent).toBe('100%');
  });

  it('deletes a row, and the add form comes back with the room it freed', async () => {
    const latest = renderForm([draft('a', 'installments 1', 50, 11), draft('b', 'installments 2', 50, 12)]);
    expect(screen.queryByRole('region', { name: 'Add an installment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete installments 2' }));
    expect(latest.value.map((installment) => installment.id)).toEqual([11]);
    expect(screen.getByText(WARNING)).toBeTruthy();
    await addInstallment('50');
    await waitFor(() => expect(latest.value).toHaveLength(2));
    expect(installmentsToSave(latest.value)).toEqual([
      { id: 11, title: 'installments 1', percent: 50 },
      { title: 'installments 2', percent: 50 },
    ]);
  });

  it('keeps a transferred installment: it cannot be deleted', () => {
    const latest = renderForm([{ ...draft('a', 'installments 1', 40, 11), locked: true }]);
    const remove = screen.getByRole('button', { name: 'Delete installments 1' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    expect(latest.value).toHaveLength(1);
  });

  it('does not count 33.333% and 66.67% as complete: they total 100.003%, shown as such, with the warning', () => {
    renderForm([draft('a', 'installments 1', 33.333), draft('b', 'installments 2', 66.67)], { budget: 76_497.36, currencyCode: 'JOD' });
    expect(screen.getByTestId('installments-percent-total').textContent).toBe('100.003%');
    expect(screen.getByText(WARNING)).toBeTruthy();
    expect(screen.getByTestId('installments-amount-total').textContent).toBe('$ 76,499.655');
  });

  it('leaves 66.667% after 33.333%, so 66.67% is refused', async () => {
    const latest = renderForm([draft('a', 'installments 1', 33.333)]);
    await addInstallment('66.67');
    expect(await screen.findByText('Percent should be less than or equal to 66.667')).toBeTruthy();
    expect(latest.value).toHaveLength(1);
  });

  it('refuses a percent with more than three decimals', async () => {
    const latest = renderForm();
    await addInstallment('33.3333');
    expect(await screen.findByText('Percent can have at most 3 decimal places')).toBeTruthy();
    expect(latest.value).toHaveLength(0);
  });

  it('shares the budget out in the currency’s minor unit, the last row taking the remainder, at exactly 100%', () => {
    renderForm([draft('a', 'installments 1', 33.333), draft('b', 'installments 2', 33.333), draft('c', 'installments 3', 33.334)], {
      budget: 76_497.36,
      currencyCode: 'USD',
    });
    expect(screen.getByTestId('installments-percent-total').textContent).toBe('100%');
    expect(rows()[1]?.textContent).toContain('$ 25,498.870');
    expect(rows()[2]?.textContent).toContain('$ 25,498.870');
    expect(rows()[3]?.textContent).toContain('$ 25,499.620');
    expect(screen.getByTestId('installments-amount-total').textContent).toBe('$ 76,497.360');
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
