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

  it('has no YYYY-MM-DD hint under a picker that shows the date in the browser’s own format', () => {
    renderWithProviders(<DeadlineDialog grant={published} mode="update" onClose={vi.fn()} />);
    expect(screen.getByText('A date after today')).toBeTruthy();
    expect(screen.queryByText(/YYYY-MM-DD/)).toBeNull();
  });
});
