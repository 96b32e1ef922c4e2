import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { ExpenditureBatch, Proposal } from '#contract/proposals';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { proposalKeys } from '../api/proposal-keys';
import { InstallmentsDialog } from './installments-dialog';

const queueUpdateProposalBatches = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve({ key: 'queued' })));
vi.mock('../api/update-proposal-batches', () => ({ queueUpdateProposalBatches }));

const proposal = {
  id: 5,
  grant_id: 2,
  title: 'Wells for Mafraq',
  version: 4,
  status: 'accepted',
  total_budget: 200_000,
  cur_code: 'USD',
  cur_symbol: '$',
  start_date: '2026-03-01',
  end_date: '2027-08-31',
  duration: { years: 1, months: 6, days: 0 },
  project_id: 8,
} as Proposal;

function batch(id: number, percent: number, position: number): ExpenditureBatch {
  return {
    id,
    title: `installments ${position}`,
    percent,
    amount: percent * 2000,
    donor_id: 1,
    proposal_id: 5,
    project_id: 8,
    position,
    request_status: RequestStatus.Requested,
    transfer_status: TransferStatus.Pending,
  };
}

function renderDialog(batches: ExpenditureBatch[], onClose = vi.fn()) {
  return renderWithRouter(<InstallmentsDialog proposal={proposal} onClose={onClose} />, { cached: [[proposalKeys.batches(5), batches]] });
}

// A dialog with a table of inputs renders slowly in jsdom; a busy machine needs more than the default 5 s.
describe('InstallmentsDialog', { timeout: 20_000 }, () => {
  it('loads the proposal’s installments, notes the period, and saves them on Enter once they total 100%', async () => {
    const onClose = vi.fn();
    await renderDialog([batch(11, 50, 1), batch(12, 30, 2)], onClose);
    expect(screen.getByText(/The project runs from/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    // Not at 100% yet: Enter does nothing.
    fireEvent.keyDown(screen.getByText('installments 1'), { key: 'Enter' });
    expect(queueUpdateProposalBatches).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete installments 2' }));
    fireEvent.change(screen.getByLabelText(/Percent/), { target: { value: '50' } });
    fireEvent.keyDown(screen.getByLabelText(/Percent/), { key: 'Enter' });
    await screen.findByText('installments 2');
    expect(queueUpdateProposalBatches).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByText('installments 1'), { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queueUpdateProposalBatches.mock.calls[0]?.[1]).toEqual([
      { id: 11, title: 'installments 1', percent: 50 },
      { title: 'installments 2', percent: 50 },
    ]);
  });
});
