import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#contract/auth';
import { CommentType } from '#contract/enums';
import type { NegotiationComment, Proposal } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { commentsWithQueuedChanges } from '../api/comments-overlay';
import { NegotiationComments } from './negotiation-comments';
import { canChangeComment, commentingBlock } from './negotiation-rules';

const me: Pick<CurrentUser, 'id' | 'permissions'> = { id: 7, permissions: ['manage_grants'] };
const proposal: Pick<Proposal, 'status' | 'usersInCharge' | 'grantUsers'> = { status: 'underNegotiation', usersInCharge: [7], grantUsers: [] };

function comment(overrides: Partial<NegotiationComment>): NegotiationComment {
  return {
    id: 1,
    content: 'A comment',
    type: CommentType.Normal,
    page_id: 7,
    proj_id: 40,
    don_id: 1,
    grant_id: 3,
    by_ngo_user: false,
    created_by: 7,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: null,
    name: 'Mona Haddad',
    email: null,
    profile: null,
    ...overrides,
  };
}

describe('who may write comments (spec sections 4 and 6)', () => {
  it('lets a user in charge with manage_grants write while the proposal is under negotiation', () => {
    expect(commentingBlock(proposal, me)).toBeNull();
    expect(commentingBlock({ ...proposal, usersInCharge: [], grantUsers: [7] }, me)).toBeNull();
  });

  it('says why not, the status first', () => {
    expect(commentingBlock({ ...proposal, status: 'submitted' }, { id: 8, permissions: [] })).toBe('status');
    expect(commentingBlock(proposal, { id: 7, permissions: ['manage_users'] })).toBe('permission');
    expect(commentingBlock(proposal, { id: 8, permissions: ['manage_grants'] })).toBe('inCharge');
  });
});

const shown = (overrides: Partial<NegotiationComment>) => commentsWithQueuedChanges([comment(overrides)], [], 7)[0];

describe('only the author edits or deletes a comment (spec section 6)', () => {
  it('allows the signed-in author while they may comment', () => {
    const own = shown({});
    expect(own && canChangeComment(own, me, true)).toBe(true);
    expect(own && canChangeComment(own, me, false)).toBe(false);
  });

  it('never allows another staff member’s comment or an organisation user’s', () => {
    const other = shown({ created_by: 8 });
    const organisation = shown({ created_by: null, by_ngo_user: true, email: 'amal@ngo.org' });
    expect(other && canChangeComment(other, me, true)).toBe(false);
    expect(organisation && canChangeComment(organisation, me, true)).toBe(false);
  });

  it('shows edit and delete on the user’s own comments only', () => {
    const comments = commentsWithQueuedChanges(
      [
        comment({ id: 1, name: 'Mona Haddad', content: 'Mine' }),
        comment({ id: 2, name: 'Karim Saleh', created_by: 8, content: 'A colleague’s', created_at: '2026-03-01T11:00:00.000Z' }),
        comment({
          id: 3,
          name: 'Amal (Hope NGO)',
          created_by: null,
          by_ngo_user: true,
          email: 'amal@ngo.org',
          content: 'Our answer',
          created_at: '2026-03-01T12:00:00.000Z',
        }),
      ],
      [],
      7,
    );
    renderWithProviders(
      <NegotiationComments
        comments={comments}
        loading={false}
        failed={false}
        onRetry={vi.fn()}
        canChange={(item) => canChangeComment(item, me, true)}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const mine = screen.getByRole('article', { name: 'Comment by Mona Haddad' });
    expect(within(mine).getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete comment' })).toBeTruthy();
    const colleague = screen.getByRole('article', { name: 'Comment by Karim Saleh' });
    expect(within(colleague).queryByRole('button')).toBeNull();
    const organisation = screen.getByRole('article', { name: 'Comment by Amal (Hope NGO)' });
    expect(within(organisation).queryByRole('button')).toBeNull();
    expect(within(organisation).getByText('Organization')).toBeTruthy();
    expect(within(organisation).getByText('amal@ngo.org')).toBeTruthy();
  });
});
