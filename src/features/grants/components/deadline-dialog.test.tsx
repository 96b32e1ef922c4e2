import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GrantStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { DeadlineDialog } from './deadline-dialog';

const published: Grant = {
  id: 7,
  title: 'Clean water',
  status: GrantStatus.Published,
  description: null,
  eligibility: null,
  currency_id: 1,
  currency: { id: 1, name: 'US Dollar', symbol: '$' },
  min_size: 1000,
  max_size: 5000,
  proposals_count: 0,
  deadline: null,
  created_by: 3,
  created_by_name: 'Amal',
  created_at: '2026-01-10T09:00:00.000Z',
  users_in_charge: [{ admin_id: 3, name: 'Amal', is_manager: true }],
  programs: [{ id: 11, programId: 2, grantId: 7, percent: 100, title: 'Health' }],
  countries: [1],
  objectives_count: 1,
  due_diligences_count: 1,
  version: 4,
};

describe('DeadlineDialog', () => {
  it('says an empty deadline is required, not that it is not valid', async () => {
    renderWithProviders(<DeadlineDialog grant={published} mode="update" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Update deadline' }));
    expect(await screen.findByText('Deadline is required')).toBeTruthy();
    expect(screen.queryByText('Deadline is not valid')).toBeNull();
  });

  it('has no YYYY-MM-DD hint under a picker that shows the date in the browser’s own format', () => {
    renderWithProviders(<DeadlineDialog grant={published} mode="update" onClose={vi.fn()} />);
    expect(screen.getByText('A date after today')).toBeTruthy();
    expect(screen.queryByText(/YYYY-MM-DD/)).toBeNull();
  });
});
