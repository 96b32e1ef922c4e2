import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FUNDER_PROPOSAL_STATUSES, PROPOSAL_STATUSES } from '#contract/enums';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { readProposalStatus } from './proposal-search-params';
import { ProposalStatusFilter } from './proposal-status-filter';

function offeredStatuses(): string[] {
  fireEvent.click(screen.getByRole('combobox'));
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('the proposals’ status filter', () => {
  it('does not offer a funder the draft status: a draft is the organisation’s own until it submits', () => {
    renderWithProviders(<ProposalStatusFilter statuses={FUNDER_PROPOSAL_STATUSES} value={undefined} onChange={vi.fn()} />);
    const offered = offeredStatuses();
    expect(offered).not.toContain('Draft');
    expect(offered).toContain('Submitted');
    expect(offered).toHaveLength(FUNDER_PROPOSAL_STATUSES.length + 1); // and 'All statuses'
  });

  it('offers the organisation its drafts', () => {
    renderWithProviders(<ProposalStatusFilter statuses={PROPOSAL_STATUSES} value={undefined} onChange={vi.fn()} />);
    expect(offeredStatuses()).toContain('Draft');
  });

  it('reads a draft in a staff link as all statuses, and either spelling of under negotiation', () => {
    expect(readProposalStatus('draft', FUNDER_PROPOSAL_STATUSES)).toBeUndefined();
    expect(readProposalStatus('draft', PROPOSAL_STATUSES)).toBe('draft');
    expect(readProposalStatus('under_negotiation', FUNDER_PROPOSAL_STATUSES)).toBe('underNegotiation');
  });
});
