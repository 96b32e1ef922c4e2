import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { cachedAnswers } from './dashboard-fixtures';
import { loadedDashboard } from './dashboard-preload';
import { LazyDashboard } from './lazy-dashboard';

// The dashboard's code arrives when the test says so, not when the machine happens to finish importing it.
const arrival = vi.hoisted(() => {
  const gate: { release: () => void } = { release: () => {} };
  const arrived = new Promise<void>((resolve) => {
    gate.release = resolve;
  });
  return { arrived, release: () => gate.release() };
});
vi.mock('./dashboard', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

describe('LazyDashboard', () => {
  it('shows the dashboard’s skeleton until its code arrives, then the figures; later visits draw at once', async () => {
    expect(loadedDashboard()).toBeNull();
    const props = { filter: {}, onFilterChange: vi.fn(), canOpen: () => true };
    const first = await renderWithRouter(<LazyDashboard {...props} />, { cached: cachedAnswers({}) });
    expect(screen.getByLabelText('Loading the dashboard')).toBeTruthy();
    arrival.release();
    expect(await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 })).toBeTruthy();
    first.unmount();

    expect(loadedDashboard()).not.toBeNull();
    await renderWithRouter(<LazyDashboard {...props} />, { cached: cachedAnswers({}) });
    expect(screen.getByRole('region', { name: 'Totals' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the dashboard')).toBeNull();
  }, 20_000);
});
