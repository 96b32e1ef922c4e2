import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { BatchLog, ProjectBatch } from '#contract/project-tracking';
import { batchLogKey } from '../../api/get-batch-logs';
import type { BatchStatusPayload } from '../../api/project-queued';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { BatchTable } from './batch-table';

function batch(id: number, request_status: number | null, transfer_status: number = TransferStatus.Pending): ProjectBatch {
  return {
    id,
    title: `installments ${id}`,
    percent: 50,
    amount: 10_000,
    donor_id: 1,
    proposal_id: 5,
    project_id: 8,
    position: id,
    request_status,
    requested: null,
    transfer_status,
    transferred_at: transfer_status === TransferStatus.Transferred ? '2026-05-15T10:00:00.000Z' : null,
    locked: request_status === RequestStatus.Approved || transfer_status === TransferStatus.Transferred,
    justification: null, files: [], transfer_date: null, transfer_reference: null, received_at: null,
  };
}

const log: BatchLog = {
  id: 1,
  batch_id: 1,
  batch_title: 'installments 1',
  request_status: RequestStatus.Requested,
  transfer_status: TransferStatus.Pending,
  note: 'Asked with the first report',
  actor: { user_id: null, name: 'Sunrise Relief', ngo_user: true },
  on_behalf: false,
  created_at: '2026-04-01T09:00:00.000Z',
};

function renderTable({ canMove = true, pending = [] as BatchStatusPayload[], onMove = vi.fn() } = {}) {
  const result = renderWithProviders(
    <BatchTable
      projectId={8}
      batches={[
        batch(1, RequestStatus.Requested),
        batch(2, RequestStatus.Approved),
        batch(3, RequestStatus.Received, TransferStatus.Transferred),
        batch(4, null),
      ]}
      currencySymbol="$"
      canMove={canMove}
      pendingMoves={(batchId) => pending.filter((payload) => payload.batchId === batchId)}
      onMove={onMove}
    />,
  );
  result.queryClient.setQueryData(batchLogKey(8, 1), [log]);
  return { ...result, onMove };
}

const rowOf = (title: string) => {
  const row = screen.getByRole('button', { name: `Log of ${title}` }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

describe('BatchTable', { timeout: 20_000 }, () => {
  it('labels each status as spec section 4 does and offers only the moves the rules allow', () => {
    const { onMove } = renderTable();
    const first = rowOf('installments 1');
    expect(first.getByText('Requested')).toBeTruthy();
    expect(first.getByText('Not transferred')).toBeTruthy();
    expect(first.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Log of installments 1',
      'Approve installments 1',
      'Negotiate installments 1',
      'Reject installments 1',
    ]);
    const second = rowOf('installments 2');
    expect(second.getByText('Approved')).toBeTruthy();
    fireEvent.click(second.getByRole('button', { name: 'Record transfer installments 2' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 'transfer');
    // Received and transferred: nothing left for the funder to do.
    const third = rowOf('installments 3');
    expect(third.getByText('Transferred')).toBeTruthy();
    expect(third.getAllByRole('button')).toHaveLength(1);
  });

  it('says "Not requested" for an installment nobody asked for, and offers only recording the request', () => {
    const { onMove } = renderTable();
    const fourth = rowOf('installments 4');
    expect(fourth.getByText('Not requested')).toBeTruthy();
    expect(fourth.queryByText('Requested')).toBeNull();
    expect(fourth.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Log of installments 4', 'Record request installments 4']);
    fireEvent.click(fourth.getByRole('button', { name: 'Record request installments 4' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 'request');
  });

  it('offers no move to a user who may not make them', () => {
    renderTable({ canMove: false });
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Record transfer/ })).toBeNull();
  });

  it('says a move waits to be sent instead of offering another on that installment', () => {
    const approve: BatchStatusPayload = { projectId: 8, proposalId: 5, title: 'p', batchId: 1, batchTitle: 'installments 1', move: 'approve', request_status: 1, note: null };
    renderTable({ pending: [approve] });
    const first = rowOf('installments 1');
    expect(first.getByText('Approve: waiting to be sent')).toBeTruthy();
    expect(first.queryByRole('button', { name: 'Approve installments 1' })).toBeNull();
    expect(rowOf('installments 2').getByRole('button', { name: 'Record transfer installments 2' })).toBeTruthy();
  });

  it('opens an installment’s log in the row below it', async () => {
    renderTable();
    const toggle = screen.getByRole('button', { name: 'Log of installments 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Changes of installments 1, newest first' });
    expect(within(table).getByText('Asked with the first report')).toBeTruthy();
    expect(within(table).getByText('(organisation)')).toBeTruthy();
  });
});
