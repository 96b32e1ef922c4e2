import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/ui/list/render-with-router';
import type { DashboardFilter } from '../api/dashboard-keys';
import { cachedAnswers } from './dashboard-fixtures';
import { DashboardFilters } from './dashboard-filters';

async function renderFilters(filter: DashboardFilter = {}) {
  const onChange = vi.fn();
  await renderWithRouter(<DashboardFilters filter={filter} onChange={onChange} />, { cached: cachedAnswers(filter) });
  return onChange;
}

const monthInput = (label: 'From' | 'To') => screen.getByLabelText(label);

describe('DashboardFilters', () => {
  it('a chosen month becomes the period’s bound', async () => {
    const onChange = await renderFilters({ to: '2026-06' });
    fireEvent.change(monthInput('From'), { target: { value: '2026-01' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2026-01' });
  });

  it('a cleared month field opens that end of the period', async () => {
    const onChange = await renderFilters({ from: '2026-01', to: '2026-06' });
    expect((monthInput('To') as HTMLInputElement).value).toBe('2026-06');
    fireEvent.change(monthInput('To'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith({ to: undefined });
  });

  it('an end before the start is not applied and says why', async () => {
    const onChange = await renderFilters({ from: '2026-05' });
    fireEvent.change(monthInput('To'), { target: { value: '2026-02' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The end month must not be before the start month.')).toBeTruthy();
    // Fixing it applies it and the message goes.
    fireEvent.change(monthInput('To'), { target: { value: '2026-08' } });
    expect(onChange).toHaveBeenCalledWith({ to: '2026-08' });
    expect(screen.queryByText('The end month must not be before the start month.')).toBeNull();
  });

  it('a period longer than 60 months is not applied and says why', async () => {
    const onChange = await renderFilters({ to: '2026-06' });
    fireEvent.change(monthInput('From'), { target: { value: '2021-06' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a period of at most 60 months.')).toBeTruthy();
  });

  it('narrows to one initiative, and back to all', async () => {
    const onChange = await renderFilters();
    fireEvent.click(screen.getByRole('combobox', { name: 'Initiative' }));
    fireEvent.click(screen.getByRole('option', { name: 'Education' }));
    expect(onChange).toHaveBeenLastCalledWith({ program_id: 3 });
  });

  it('clears every filter at once, shown only while one is set', async () => {
    await renderFilters();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    const onChange = await renderFilters({ grant_id: 4, from: '2026-01' });
    const group = screen.getAllByRole('group', { name: 'Filters' }).at(-1);
    if (!group) throw new Error('no filter bar');
    expect((within(group).getByLabelText('From') as HTMLInputElement).value).toBe('2026-01');
    fireEvent.click(within(group).getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({ from: undefined, to: undefined, grant_id: undefined, program_id: undefined, country_id: undefined });
  });
});
