import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LogicalFramework } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { LogicalFrameworkForm } from './logical-framework-form';
import { EMPTY_FRAMEWORK } from './logical-framework-rules';

const grantObjectives = [
  { id: 10, title: 'Water for all' },
  { id: 11, title: 'Health' },
];

describe('the logical framework editor', () => {
  it('builds outcome → output → indicator and activity, numbering the new rows, and saves it whole', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<LogicalFrameworkForm value={EMPTY_FRAMEWORK} grantObjectives={grantObjectives} readOnly={false} onSave={onSave} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Goal' }), { target: { value: 'Clean water' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Health' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an outcome' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Outcome 1' }), { target: { value: 'Access' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an output to Outcome 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Output 1.1' }), { target: { value: 'Wells' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an indicator to Output 1.1' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Target, indicator 1 of Output 1.1' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an activity to Output 1.1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an activity to Output 1.1' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Activity 1.1.2' }), { target: { value: 'Repair pumps' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Activity 1.1.2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0] as LogicalFramework;
    expect(saved.goal).toBe('Clean water');
    expect(saved.grant_objectives).toEqual([{ id: 11, title: 'Health' }]);
    expect(saved.outcomes).toEqual([
      {
        id: 1,
        title: 'Access',
        outputs: [
          {
            id: 1,
            title: 'Wells',
            indicators: [{ id: 1, title: '', unit: '', baseline: 0, target: 12, means_of_verification: '' }],
            activities: [
              { id: 2, title: 'Repair pumps' },
              { id: 1, title: '' },
            ],
          },
        ],
      },
    ]);
    // Fifteen interactions on a busy machine: well past the default 5 s.
  }, 30_000);

  it('refuses an indicator whose target is not a number', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    const framework: LogicalFramework = {
      ...EMPTY_FRAMEWORK,
      outcomes: [{ id: 1, title: 'Access', outputs: [{ id: 1, title: 'Wells', indicators: [{ id: 1, title: 'Wells', unit: 'well', baseline: 0, target: 5, means_of_verification: '' }], activities: [] }] }],
    };
    renderWithProviders(<LogicalFrameworkForm value={framework} grantObjectives={[]} readOnly={false} onSave={onSave} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Target, indicator 1 of Output 1.1' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Target must be a non-zero number')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
