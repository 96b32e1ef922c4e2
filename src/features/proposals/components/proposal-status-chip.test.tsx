import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES } from '#contract/enums';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { PROPOSAL_STATUS_TONE, ProposalStatusChip, proposalStatusLabel } from './proposal-status-chip';

describe('ProposalStatusChip', () => {
  it('has a label and a tone for every proposal status, and no other', () => {
    expect(Object.keys(proposalStatusLabel).toSorted()).toEqual([...PROPOSAL_STATUSES].toSorted());
    expect(Object.keys(PROPOSAL_STATUS_TONE).toSorted()).toEqual([...PROPOSAL_STATUSES].toSorted());
  });

  it('colours the statuses as spec section 4 says', () => {
    expect(PROPOSAL_STATUS_TONE).toEqual({
      accepted: 'primary',
      ongoing: 'primary',
      submitted: 'info',
      underNegotiation: 'warning',
      rejected: 'error',
      unfinished: 'error',
      draft: 'grey',
      finished: 'grey',
      stopped: 'grey',
    });
  });

  it('reads each status in words', () => {
    renderWithProviders(
      <>
        {PROPOSAL_STATUSES.map((status) => (
          <ProposalStatusChip key={status} status={status} />
        ))}
      </>,
    );
    for (const label of ['Draft', 'Submitted', 'Ongoing', 'Finished', 'Rejected', 'Under negotiation', 'Unfinished', 'Stopped', 'Accepted']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText('Under negotiation').closest('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
  });

  it('draws submitted (info) apart from accepted (primary)', () => {
    renderWithProviders(
      <>
        <ProposalStatusChip status="submitted" />
        <ProposalStatusChip status="accepted" />
      </>,
    );
    expect(screen.getByText('Submitted').className).not.toBe(screen.getByText('Accepted').className);
  });
});
