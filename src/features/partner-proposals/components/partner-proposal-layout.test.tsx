// oxlint-disable-next-line import/no-unassigned-import -- the outbox's store (IndexedDB) behind the pending marks the layout reads
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/enums';
import type { PartnerProfile } from '#contract/partner';
import { todayIso, type PartnerProposal } from '#contract/partner-proposals';
import { partnerAccountKeys } from '@/features/partner-account';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { partnerProposalKeys } from '../api/partner-proposal-keys';
import { PartnerProposalLayout } from './partner-proposal-layout';

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

function marks(incomplete: readonly ProposalPageSlug[]): Record<ProposalPageSlug, boolean> {
  return Object.fromEntries(PROPOSAL_PAGES.map((page) => [page, !incomplete.includes(page)])) as Record<ProposalPageSlug, boolean>;
}

function proposalWith(overrides: Partial<PartnerProposal>): PartnerProposal {
  return {
    id: 8,
    grant: {
      id: 3,
      title: 'Clean water',
      deadline: inAWeek,
      days_left: 7,
      currency: { id: 1, code: 'USD', symbol: '$' },
      min_size: 10_000,
      max_size: 50_000,
      donor: { id: 1, name: 'Horizon Fund' },
    },
    title: 'Wells for Mafraq',
    code: 'PR-0008',
    status: 'draft',
    country_id: 4,
    start_date: todayIso(),
    end_date: inAWeek,
    total_budget: 20_000,
    version: 4,
    submitted_at: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    completeness: marks([]),
    can_edit: true,
    can_submit: true,
    agreement: null,
    installments: [],
    project_id: null,
    ...overrides,
  };
}

function profileAs(role: 'admin' | 'member'): PartnerProfile {
  return { id: 21, name: 'Rana', email: 'partner@demo.test', phone: null, image: null, ngo_role: role, ngo: { id: 5, name: 'Yasmin', name_ar: null, logo: null } };
}

async function renderLayout(proposal: PartnerProposal, role: 'admin' | 'member' = 'admin') {
  return renderWithRouter(
    <PartnerProposalLayout proposalId={proposal.id}>
      <p>page</p>
    </PartnerProposalLayout>,
    {
      cached: [
        [partnerProposalKeys.detail(proposal.id), proposal],
        [partnerAccountKeys.profile(), profileAs(role)],
      ],
    },
  );
}

describe('the partner proposal frame', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('marks each of the twelve pages complete or incomplete in the side menu', async () => {
    await renderLayout(proposalWith({ completeness: marks(['budget', 'documents']) }));
    const menu = screen.getAllByRole('navigation', { name: 'Proposal pages' })[0];
    if (!menu) throw new Error('no page menu');
    expect(within(menu).getAllByRole('link')).toHaveLength(PROPOSAL_PAGES.length);
    expect(within(menu).getAllByRole('img', { name: 'Incomplete' })).toHaveLength(2);
    expect(within(menu).getAllByRole('img', { name: 'Complete' })).toHaveLength(PROPOSAL_PAGES.length - 2);
  });

  it('offers Submit to the admin when every page is complete', async () => {
    await renderLayout(proposalWith({}));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('keeps Submit disabled while a page is incomplete, and says why', async () => {
    await renderLayout(proposalWith({ completeness: marks(['budget']) }));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Complete every page to submit/)).toBeTruthy();
  });

  it('shows no Submit to a member', async () => {
    await renderLayout(proposalWith({}), 'member');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows the acceptance with the agreement and the installments', async () => {
    await renderLayout(
      proposalWith({
        status: 'accepted',
        can_edit: false,
        agreement: { file_name: 'agreement.pdf', url: '/api/files/agreement.pdf' },
        installments: [
          { id: 1, title: 'installments 1', percent: 60, amount: 12_000, donor_id: 1, proposal_id: 8, project_id: 2, position: 1, request_status: null, transfer_status: 0 },
          { id: 2, title: 'installments 2', percent: 40, amount: 8_000, donor_id: 1, proposal_id: 8, project_id: 2, position: 2, request_status: null, transfer_status: 0 },
        ],
      }),
    );
    expect(screen.getByText('Proposal accepted')).toBeTruthy();
    expect(screen.getByRole('link', { name: /agreement\.pdf/ })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Installments' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
