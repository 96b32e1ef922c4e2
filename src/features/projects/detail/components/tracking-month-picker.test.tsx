import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { TrackingMonthPicker, chosenMonth, monthChoices } from './tracking-month-picker';

const tracked = ['2025-11', '2025-12', '2026-01', '2026-02'];

describe('the month a details call asks for', () => {
  it('is chosen among the project’s tracked months only, newest first', () => {
    expect(monthChoices(tracked)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('starts at the latest tracked month, keeps a tracked month chosen, and ignores one outside the project', () => {
    expect(chosenMonth(tracked, null)).toBe('2026-02');
    expect(chosenMonth(tracked, '2025-12')).toBe('2025-12');
    expect(chosenMonth(tracked, '2025-10')).toBe('2026-02');
    expect(chosenMonth(tracked, '2026-03')).toBe('2026-02');
  });

  it('has none before the project starts', () => {
    expect(chosenMonth([], null)).toBeNull();
    expect(monthChoices([])).toEqual([]);
  });

  it('offers exactly the tracked months, named in the spec’s month format, and reports the one picked', () => {
    const onChange = vi.fn();
    renderWithProviders(<TrackingMonthPicker months={tracked} value="2026-02" onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Month' });
    expect(within(picker).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['2026-02', 'Feb, 2026'],
      ['2026-01', 'Jan, 2026'],
      ['2025-12', 'Dec, 2025'],
      ['2025-11', 'Nov, 2025'],
    ]);
    fireEvent.change(picker, { target: { value: '2025-12' } });
    expect(onChange).toHaveBeenCalledWith('2025-12');
  });
});
