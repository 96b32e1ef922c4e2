import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GrantInput } from '#contract/grants';
import type { DialogOutcome } from '@/offline/submit-queued';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { EMPTY_GRANT_INPUT, GrantForm } from './grant-form';
import { typedProgramsTotal } from './programs-field';

/** What the server answers the queued grant, as the dialog's wait reports it. */
const answer = vi.hoisted(() => ({ current: { outcome: 'saved' } as DialogOutcome }));
vi.mock('@/offline/submit-queued', () => ({ useQueuedSubmit: () => () => Promise.resolve(answer.current) }));

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

function renderForm(defaultValues: GrantInput, onSubmit = vi.fn((..._args: unknown[]) => Promise.resolve({ key: 'queued' })), onDone = vi.fn()) {
  answer.current = { outcome: 'saved' };
  renderWithProviders(
    // The queued record is only handed to the (mocked) wait.
    <GrantForm {...reference} defaultValues={defaultValues} onQueue={onSubmit as never} onDone={onDone} onCancel={vi.fn()} submitLabel="Save" />,
  );
  return onSubmit;
}

// The form with its pickers renders slowly in jsdom; a busy machine needs more than the default 5 s.
describe('GrantForm', { timeout: 20_000 }, () => {
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

  it('keeps the form open with the server’s refusal on the title field and what no field shows above the buttons', async () => {
    const onDone = vi.fn();
    renderForm(values(), undefined, onDone);
    answer.current = {
      outcome: 'rejected',
      entity: 'grant',
      error: { status: 400, message: 'Some of the data you sent is not valid.', fields: { title: ['A grant with this title exists'], 'programs.0': ['Health is closed'] } },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A grant with this title exists')).toBeTruthy();
    expect(screen.getByText('Some of the data you sent is not valid. Health is closed')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Clean water');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('goes once the grant is saved or left queued on the device', async () => {
    const onDone = vi.fn();
    renderForm(values(), undefined, onDone);
    answer.current = { outcome: 'queued', reason: 'offline' };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('counts an empty percent as 0 in the running total', () => {
    expect(typedProgramsTotal([{ percent: '60' }, { percent: '' }, { percent: 'x' }])).toBe(60);
  });
});
