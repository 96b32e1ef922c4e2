import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommentType, ProposalPage } from '#contract/enums';
import type { GrantNegotiationComment } from '#contract/proposals';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { grantNegotiationCommentsQuery } from '../api/get-grant-negotiation-comments';
import { GrantNegotiationComments } from './grant-negotiation-comments';

function comment(id: number, overrides: Partial<GrantNegotiationComment> = {}): GrantNegotiationComment {
  return {
    id,
    content: `Comment ${id}`,
    type: CommentType.Normal,
    page_id: ProposalPage.BUDGET,
    proj_id: 40 + id,
    don_id: 1,
    grant_id: 3,
    by_ngo_user: false,
    created_by: 7,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: null,
    name: 'Amal',
    email: null,
    profile: null,
    proposal_title: `Proposal ${id}`,
    proposal_code: `P-${id}`,
    ...overrides,
  };
}

describe('GrantNegotiationComments', () => {
  afterEach(cleanup);

  it('shows each comment under a link to its proposal’s page, and pages through them', async () => {
    const onPagingChange = vi.fn();
    const paging = { page: 1, rows: 10 };
    const data = { total: 12, data: [comment(1), comment(2, { page_id: ProposalPage.WORKPLAN, by_ngo_user: true, name: 'Rania (NGO)' })] };
    await renderWithRouter(<GrantNegotiationComments grantId={3} paging={paging} onPagingChange={onPagingChange} />, {
      cached: [[grantNegotiationCommentsQuery(3, paging).queryKey, data]],
    });
    const first = screen.getByRole('link', { name: 'Proposal 1 (P-1), Budget' });
    expect(first.getAttribute('href')).toBe('/grants/3/proposals/41/budget');
    expect(screen.getByRole('link', { name: 'Proposal 2 (P-2), Work plan' }).getAttribute('href')).toBe('/grants/3/proposals/42/workplan');
    expect(screen.getByText('Comment 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onPagingChange).toHaveBeenCalledWith({ page: 2, rows: 10 });
  });

  it('says so when the grant’s proposals have no comments', async () => {
    const paging = { page: 1, rows: 10 };
    await renderWithRouter(<GrantNegotiationComments grantId={3} paging={paging} onPagingChange={vi.fn()} />, {
      cached: [[grantNegotiationCommentsQuery(3, paging).queryKey, { total: 0, data: [] }]],
    });
    expect(screen.getByText('No negotiation comments yet')).toBeTruthy();
  });
});
