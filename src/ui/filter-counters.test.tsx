import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterCounters } from './filter-counters';
import { renderWithProviders } from './list/render-with-providers';

const COUNTERS = [
  { key: 4, count: 2, label: 'High' },
  { key: 1, count: 1250, label: 'Low' },
];

describe('FilterCounters', () => {
  it('names each counter by what it shows, says what pressing it does, and marks the selected one', () => {
    renderWithProviders(<FilterCounters label="Risks by level" purpose="Show only these risks" counters={COUNTERS} selected={4} onSelect={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Risks by level' });
    expect(within(group).getByRole('button', { name: '2 High', description: 'Show only these risks', pressed: true })).toBeTruthy();
    expect(within(group).getByRole('button', { name: '1,250 Low', pressed: false })).toBeTruthy();
  });

  it('selects a counter when pressed, and shows all again when the selected one is pressed', () => {
    const onSelect = vi.fn();
    renderWithProviders(<FilterCounters label="Risks by level" purpose="Show only these risks" counters={COUNTERS} selected={4} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: '1,250 Low' }));
    fireEvent.click(screen.getByRole('button', { name: '2 High' }));
    expect(onSelect.mock.calls).toEqual([[1], [null]]);
  });
});
