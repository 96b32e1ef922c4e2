import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GrantInput } from '#contract/grants';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { EMPTY_GRANT_INPUT, GrantForm } from './grant-form';
import { typedProgramsTotal } from './programs-field';

const PERCENT_MESSAGE = 'programs percent total must be 100%; you should add at least one program with 100%!';

const reference = {
  currencies: [{ id: 1, name: 'US Dollar', symbol: '$', code: 'USD' }],
  programs: [
    { id: 2, title: 'Health', reference_id: null },
    { id: 5, title: 'Education', reference_id: 'ED-1' },
  ],
  countries: [{ id: 1, name: 'Jordan', name_ar: 'الأردن', code: 'JO' }],
};

function values(overrides: Partial<GrantInput> = {}): GrantInput {
  return {
    title: 'Clean water',
    description: '',
    eligibility: '',
    currency_id: 1,
    min_size: 1000,
    max_size: 5000,
    programs: [
      { programId: 2, percent: 60 },
      { programId: 5, percent: 40 },
    ],
    countries: [1],
    ...overrides,
  };
}

function renderForm(defaultValues: GrantInput, onSubmit = vi.fn()) {
  renderWithProviders(
    <GrantForm {...reference} defaultValues={defaultValues} onSubmit={onSubmit} onCancel={vi.fn()} submitLabel="Save" />,
  );
  return onSubmit;
}

describe('GrantForm', () => {
  it('accepts programs of 60% and 40%: total 100%, no message', async () => {
    const onSubmit = renderForm(values());
    expect(screen.getByText('Total: 100%')).toBeTruthy();
    expect(screen.queryByText(PERCENT_MESSAGE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ currency: { symbol: '$' }, programTitles: { 2: 'Health', 5: 'Education' } });
  });

  it('shows the programs message while 60% and 30% total 90%', async () => {
    const onSubmit = renderForm(values({ programs: [{ programId: 2, percent: 60 }, { programId: 5, percent: 30 }] }));
    expect(screen.getByText('Total: 90%')).toBeTruthy();
    expect(screen.getByText(PERCENT_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(PERCENT_MESSAGE).length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('updates the running total as a percent is typed', () => {
    renderForm(values());
    const [first] = screen.getAllByLabelText('Percent');
    if (!first) throw new Error('no percent input');
    fireEvent.change(first, { target: { value: '50' } });
    expect(screen.getByText('Total: 90%')).toBeTruthy();
    expect(screen.getByText(PERCENT_MESSAGE)).toBeTruthy();
  });

  it('refuses a maximum size below the minimum', async () => {
    const onSubmit = renderForm(values({ min_size: 9000, max_size: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum size should be greater than or equal to the minimum size')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows every error of the empty form at the first submit, and none while the user moves between fields', async () => {
    const onSubmit = renderForm(EMPTY_GRANT_INPUT);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    fireEvent.focus(title);
    fireEvent.blur(title);
    // Nothing moves under the pointer on its way to the submit button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Title is required')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Title is required',
      'Currency is required',
      'Minimum size is required',
      'Maximum size is required',
      'Select at least one Country',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    // Corrected, a message goes as the user types.
    fireEvent.change(title, { target: { value: 'Clean water' } });
    await waitFor(() => expect(screen.queryByText('Title is required')).toBeNull());
  });

  it('counts an empty percent as 0 in the running total', () => {
    expect(typedProgramsTotal([{ percent: '60' }, { percent: '' }, { percent: 'x' }])).toBe(60);
  });
});
