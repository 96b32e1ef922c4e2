import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameworkItemOf } from '#contract/program-framework';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { FrameworkItemDialog } from './framework-item-dialog';

// The server takes the change at once (the dialog's wait for its answer is the outbox's, tested there).
vi.mock('@/offline/submit-queued', () => ({ useQueuedSubmit: () => () => Promise.resolve({ outcome: 'saved' }) }));

const base = { program_id: 7, description: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: null };
const outcome = { ...base, id: 4, code: 'OC1', title: 'Children read', objective_id: 1, outputs_count: 0, indicators_count: 0 } as FrameworkItemOf<'outcome'>;
const method = { ...base, id: 9, code: 'MV1', title: 'Reading test', source: 'Partner', responsible: null, indicators_count: 0 } as FrameworkItemOf<'verification_method'>;

function renderIndicatorDialog(isCodeTaken = (_code: string) => false) {
  const onSave = vi.fn((..._args: unknown[]) => Promise.resolve({ key: 'queued' }) as never);
  const onClose = vi.fn();
  renderWithProviders(
    <FrameworkItemDialog kind="indicator" lists={{ outcome: [outcome], output: [], verification_method: [method] }} isCodeTaken={isCodeTaken} onSave={onSave} onClose={onClose} />,
  );
  return { onSave, onClose };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const number = (name: RegExp) => screen.getByRole('spinbutton', { name });
const choose = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

function fillValidIndicator() {
  fireEvent.change(field(/^Title/), { target: { value: 'Children reading at grade level' } });
  choose(/^Result measured/, '4');
  fireEvent.change(field(/^Unit/), { target: { value: '%' } });
  fireEvent.change(number(/^Baseline/), { target: { value: '20' } });
  fireEvent.change(number(/^Target/), { target: { value: '60' } });
  choose(/^Frequency/, 'annual');
  choose(/^Verification method/, '9');
}

describe('the indicator dialog', () => {
  afterEach(cleanup);

  it('names every missing field and queues nothing', async () => {
    const { onSave, onClose } = renderIndicatorDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Title is required', 'Result measured is required', 'Unit is required', 'Baseline is required', 'Target is required', 'Frequency is required', 'Verification method is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a negative target with the minimum rule of spec section 5', async () => {
    const { onSave } = renderIndicatorDialog();
    fillValidIndicator();
    fireEvent.change(number(/^Target/), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Target should be greater than or equal to 0!')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a code another indicator has', async () => {
    const { onSave } = renderIndicatorDialog((code) => code === 'IND1');
    fillValidIndicator();
    fireEvent.change(field(/^Code/), { target: { value: 'IND1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code is already used')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('queues the indicator as the API takes it (numbers and ids parsed, empty texts as null) and closes', async () => {
    const { onSave, onClose } = renderIndicatorDialog();
    fillValidIndicator();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      code: null,
      title: 'Children reading at grade level',
      description: null,
      result_id: 4,
      unit: '%',
      baseline: 20,
      target: 60,
      frequency: 'annual',
      verification_method_id: 9,
      disaggregation: null,
    });
  });
});

describe('the risk dialog', () => {
  afterEach(cleanup);

  it('shows the level the likelihood and impact give before anything is saved', async () => {
    renderWithProviders(<FrameworkItemDialog kind="risk" lists={{}} isCodeTaken={() => false} onSave={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Not assessed');
    choose(/^Likelihood/, '4');
    choose(/^Impact/, '5');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Extreme'));
  });
});
