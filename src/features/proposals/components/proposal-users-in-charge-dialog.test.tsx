import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { ProposalUsersInChargeDialog } from './proposal-users-in-charge-dialog';

const amal = { admin_id: 1, name: 'Amal', is_manager: true };
const bilal = { admin_id: 2, name: 'Bilal', is_manager: false };

function proposalWith(users: (typeof amal)[], grantAuthor: number): Proposal {
  return { id: 5, grant_id: 3, users, usersInCharge: users.map((user) => user.admin_id), grantUsers: [], grant_author_id: grantAuthor, version: 1 } as Partial<Proposal> as Proposal;
}

describe('ProposalUsersInChargeDialog', () => {
  afterEach(cleanup);

  it('does not let the grant’s author be removed from the proposal’s users in charge, but the others may go', () => {
    renderWithProviders(<ProposalUsersInChargeDialog proposal={proposalWith([amal, bilal], 1)} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove Amal' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove Bilal' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('locks nobody when the grant’s author is not in charge of the proposal', () => {
    renderWithProviders(<ProposalUsersInChargeDialog proposal={proposalWith([amal, bilal], 9)} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove Amal' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('button', { name: 'Remove Bilal' }).getAttribute('aria-disabled')).not.toBe('true');
  });
});
