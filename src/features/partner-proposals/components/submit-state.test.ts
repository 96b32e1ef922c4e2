import { describe, expect, it } from 'vitest';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/enums';
import { submitState } from './submit-state';

const allComplete = Object.fromEntries(PROPOSAL_PAGES.map((page) => [page, true])) as Record<ProposalPageSlug, boolean>;
const today = '2026-11-25';

function proposal(overrides: { status?: 'draft' | 'underNegotiation' | 'submitted' | 'accepted'; deadline?: string | null; incomplete?: ProposalPageSlug } = {}) {
  const completeness = overrides.incomplete ? { ...allComplete, [overrides.incomplete]: false } : allComplete;
  return { status: overrides.status ?? 'draft', completeness, grant: { deadline: overrides.deadline === undefined ? '2026-12-01' : overrides.deadline } };
}

describe('the Submit button of a partner proposal', () => {
  it('is enabled for the organisation admin when every page is complete and the deadline has not passed', () => {
    expect(submitState(proposal(), 'admin', today)).toEqual({ shown: true, enabled: true, block: null });
  });

  it('is still enabled on the deadline day itself', () => {
    expect(submitState(proposal({ deadline: today }), 'admin', today).enabled).toBe(true);
  });

  it('is disabled while one page is incomplete, and says so', () => {
    expect(submitState(proposal({ incomplete: 'budget' }), 'admin', today)).toEqual({ shown: true, enabled: false, block: 'incomplete' });
  });

  it('is disabled once the deadline of a draft has passed, and says so', () => {
    expect(submitState(proposal({ deadline: '2026-11-24' }), 'admin', today)).toEqual({ shown: true, enabled: false, block: 'deadline' });
  });

  it('lets a proposal under negotiation be resubmitted after the deadline', () => {
    expect(submitState(proposal({ status: 'underNegotiation', deadline: '2026-01-01' }), 'admin', today).enabled).toBe(true);
  });

  it('is not shown to a member', () => {
    expect(submitState(proposal(), 'member', today)).toEqual({ shown: false, enabled: false, block: null });
  });

  it('is not shown once the proposal is submitted or decided', () => {
    expect(submitState(proposal({ status: 'submitted' }), 'admin', today).shown).toBe(false);
    expect(submitState(proposal({ status: 'accepted' }), 'admin', today).shown).toBe(false);
  });
});
