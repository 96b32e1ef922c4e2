import { screen, waitFor, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LogicalFramework } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { WorkplanForm } from './workplan-form';

const framework: LogicalFramework = {
  goal: 'Clean water',
  grant_objectives: [],
  program_objectives: [],
  custom_objectives: [],
  assumptions: [],
  outcomes: [{ id: 1, title: 'Access', outputs: [{ id: 1, title: 'Wells rehabilitated', indicators: [], activities: [{ id: 4, title: 'Survey wells' }] }] }],
};
const period = { start_date: '2026-01-01', end_date: '2026-12-31' };
const survey = { id: 4, code: 'A1', title: 'Survey wells', output: 'Wells rehabilitated', start_date: '2026-03-01', end_date: '2026-02-01', responsible: 'Engineer' };
const planned = [survey];

describe('the work plan editor', () => {
  it('lists the logical framework’s activities with their output', () => {
    renderWithProviders(<WorkplanForm framework={framework} value={[]} period={period} readOnly onSave={vi.fn()} />);
    expect(screen.getByRole('cell', { name: 'Survey wells' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Wells rehabilitated' })).toBeTruthy();
    expect(screen.getByText('1 activity has no dates yet.')).toBeTruthy();
  });

  it('refuses an activity that ends before it starts', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<WorkplanForm framework={framework} value={planned} period={period} readOnly={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date cannot be before Start date')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the scheduled activities', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<WorkplanForm framework={framework} value={[{ ...survey, end_date: '2026-04-30' }]} period={period} readOnly={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([{ ...survey, end_date: '2026-04-30' }]));
  });
});
