import { describe, expect, it } from 'vitest';
import type { ProposalStatus } from '#contract/enums';
import { proposalControls, type ProposalControl } from './proposal-controls';

const manager = { id: 3, permissions: ['manage_grants' as const] };
const inChargeOfProposal = { usersInCharge: [3], grantUsers: [9] };

function offered(status: ProposalStatus): ProposalControl[] {
  const controls = proposalControls({ status, ...inChargeOfProposal }, manager);
  return (Object.keys(controls) as ProposalControl[]).filter((name) => controls[name].shown);
}

describe('proposalControls', () => {
  it('offers accept, reject and negotiate on a submitted proposal, and no installments', () => {
    expect(offered('submitted')).toEqual(['usersInCharge', 'accept', 'reject', 'negotiate']);
  });

  it('offers accept and reject but not negotiate while under negotiation', () => {
    expect(offered('underNegotiation')).toEqual(['usersInCharge', 'accept', 'reject']);
  });

  it('offers installments and negotiate on an accepted proposal, but neither accept nor reject', () => {
    expect(offered('accepted')).toEqual(['usersInCharge', 'installments', 'negotiate']);
  });

  it('offers a rejected proposal only negotiation (spec: negotiate unless already under negotiation)', () => {
    expect(offered('rejected')).toEqual(['usersInCharge', 'negotiate']);
  });

  it('offers no decision on a draft or on a proposal already running as a project', () => {
    for (const status of ['draft', 'ongoing', 'finished', 'unfinished', 'stopped'] as const) expect(offered(status)).toEqual(['usersInCharge']);
  });

  it('lets a user in charge of the grant (not of the proposal) act', () => {
    const controls = proposalControls({ status: 'submitted', usersInCharge: [1], grantUsers: [3] }, manager);
    expect(controls.accept).toEqual({ shown: true, enabled: true, blockedBy: null });
  });

  it('shows the actions disabled to a user who is in charge of neither', () => {
    const controls = proposalControls({ status: 'submitted', usersInCharge: [1], grantUsers: [2] }, manager);
    expect(controls.accept).toEqual({ shown: true, enabled: false, blockedBy: 'notInCharge' });
    expect(controls.usersInCharge.enabled).toBe(false);
  });

  it('shows the actions disabled to a user in charge without manage_grants', () => {
    const controls = proposalControls({ status: 'submitted', ...inChargeOfProposal }, { id: 3, permissions: ['manage_users'] });
    expect(controls.reject).toEqual({ shown: true, enabled: false, blockedBy: 'permission' });
  });

  it('holds back a second decision while one waits in the outbox, but not the users in charge', () => {
    const controls = proposalControls({ status: 'submitted', ...inChargeOfProposal }, manager, { decisionPending: true });
    expect(controls.accept.blockedBy).toBe('decisionPending');
    expect(controls.negotiate.enabled).toBe(false);
    expect(controls.usersInCharge.enabled).toBe(true);
  });

  it('gives a control that is not offered no reason', () => {
    const controls = proposalControls({ status: 'submitted', usersInCharge: [], grantUsers: [] }, manager);
    expect(controls.installments).toEqual({ shown: false, enabled: false, blockedBy: null });
  });
});
