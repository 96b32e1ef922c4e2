import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GrantStatus } from '#contract/enums';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { testGrant } from '../api/grant-test-fixture';
import { DeadlineDialog } from './deadline-dialog';

const published = testGrant({ status: GrantStatus.Published, countries: [1] });

describe('DeadlineDialog', () => {
  it('says an empty deadline is required, not that it is not valid', async () => {
    renderWithProviders(<DeadlineDialog grant={published} mode="update" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Update deadline' }));
    expect(await screen.findByText('Deadline is required')).toBeTruthy();
    expect(screen.queryByText('Deadline is not valid')).toBeNull();
  });

  it('shows the deadline as YYYY-MM-DD and says so in its hint', async () => {
    renderWithProviders(<DeadlineDialog grant={{ ...published, deadline: '2031-06-30' }} mode="update" onClose={vi.fn()} />);
    expect(screen.getByText('A date after today, as YYYY-MM-DD')).toBeTruthy();
    const input = await screen.findByRole('combobox', { name: /^Deadline/ });
    expect((input as HTMLInputElement).value).toBe('2031-06-30');
  });
});
