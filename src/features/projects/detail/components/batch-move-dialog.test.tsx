import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayIso } from '#contract/partner-proposals';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { BatchRequest, ProjectBatch } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { BatchMoveDialog } from './batch-move-dialog';

const project = { id: 8, proposal_id: 5, title: 'Wells for Mafraq', cur_symbol: '$', ngo: { name: 'Amal Relief' } } as Project;

function batch(request_status: number | null, requested: BatchRequest | null): ProjectBatch {
  return {
    id: 1,
    title: 'installments 1',
    percent: 50,
    amount: 10_000,
    donor_id: 1,
    proposal_id: 5,
    project_id: 8,
    position: 1,
    request_status,
    requested,
    transfer_status: TransferStatus.Pending,
    transferred_at: null,
    locked: false,
    justification: null, files: [], transfer_date: null, transfer_reference: null, received_at: null,
  };
}

const byOrganisation: BatchRequest = { at: '2026-04-01T09:00:00.000Z', actor: { user_id: null, name: 'Amal Relief', ngo_user: true }, on_behalf: false };
const byStaff: BatchRequest = { at: '2026-04-03T09:00:00.000Z', actor: { user_id: 4, name: 'Layla Haddad', ngo_user: false }, on_behalf: true };

function renderDialog(move: 'approve' | 'request' | 'transfer', value: ProjectBatch) {
  renderWithProviders(<BatchMoveDialog project={project} version={3} batch={value} move={move} onClose={vi.fn()} />);
  return screen.getByRole('dialog');
}

describe('BatchMoveDialog', { timeout: 20_000 }, () => {
  it('says the organisation asked, and when, only when its request is on record', () => {
    const dialog = renderDialog('approve', batch(RequestStatus.Requested, byOrganisation));
    expect(dialog.textContent).toContain('Amal Relief asked for this installment on 01 Apr, 2026.');
    expect(dialog.textContent).not.toContain('The organisation asked for this installment');
  });

  it('says a staff member recorded the request on the organisation’s behalf', () => {
    const dialog = renderDialog('approve', batch(RequestStatus.Requested, byStaff));
    expect(dialog.textContent).toContain('Layla Haddad recorded on 03 Apr, 2026 that Amal Relief asked for this installment.');
  });

  it('claims no request when none is on record', () => {
    const dialog = renderDialog('approve', batch(RequestStatus.UnderNegotiation, null));
    expect(dialog.textContent).not.toMatch(/asked for this installment/);
    expect(dialog.textContent).toContain('Approving locks its percent');
  });

  it('records a request under the user’s name, on the organisation’s behalf', () => {
    const dialog = renderDialog('request', batch(null, null));
    expect(screen.getByRole('heading', { name: 'Record the organisation’s request' })).toBeTruthy();
    expect(dialog.textContent).toContain('on the organisation’s behalf');
    expect(screen.getByRole('button', { name: 'Record request' })).toBeTruthy();
  });

  it('records a transfer with its date, today unless changed, and an optional reference', () => {
    renderDialog('transfer', batch(RequestStatus.Approved, byOrganisation));
    expect(screen.getByRole('heading', { name: 'Record the transfer' })).toBeTruthy();
    expect((screen.getByLabelText(/^Transfer date/) as HTMLInputElement).value).toBe(todayIso());
    expect(screen.getByLabelText('Transfer reference (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record transfer' })).toBeTruthy();
  });
});
