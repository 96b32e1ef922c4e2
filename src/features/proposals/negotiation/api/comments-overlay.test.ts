import { describe, expect, it } from 'vitest';
import { CommentType } from '#contract/enums';
import type { NegotiationComment } from '#contract/proposals';
import {
  COMMENT_ACTION,
  commentExcerpt,
  commentsWithQueuedChanges,
  withSavedComment,
  withoutComment,
  type AddCommentPayload,
} from './comments-overlay';

function comment(id: number, createdAt: string, pageId = 7): NegotiationComment {
  return {
    id,
    content: `Comment ${id}`,
    type: CommentType.Normal,
    page_id: pageId,
    proj_id: 40,
    don_id: 1,
    grant_id: 3,
    by_ngo_user: false,
    created_by: 7,
    created_at: createdAt,
    updated_at: null,
    name: 'Mona Haddad',
    email: null,
    profile: null,
  };
}

const server = [comment(2, '2026-03-02T09:00:00.000Z'), comment(1, '2026-03-01T09:00:00.000Z'), comment(3, '2026-03-01T10:00:00.000Z', 0)];
const added: AddCommentPayload = {
  proposalId: 40,
  grantId: 3,
  pageId: 7,
  clientKey: 'k1',
  content: 'Written offline',
  type: CommentType.Urgent,
  author: { id: 7, name: 'Mona Haddad', image: null },
  writtenAt: '2026-03-03T08:00:00.000Z',
};

describe('comments with queued changes', () => {
  it('shows the page’s comments only, oldest first', () => {
    expect(commentsWithQueuedChanges(server, [], 7).map((shown) => shown.id)).toEqual([1, 2]);
  });

  it('shows a queued comment at once, without an id, marked pending, under its author', () => {
    const shown = commentsWithQueuedChanges(server, [{ type: COMMENT_ACTION.add, payload: added }], 7);
    expect(shown.at(-1)).toMatchObject({
      key: 'pending-k1',
      id: null,
      pending: true,
      content: 'Written offline',
      name: 'Mona Haddad',
      created_by: 7,
    });
    expect(commentsWithQueuedChanges(server, [{ type: COMMENT_ACTION.add, payload: added }], 0).map((item) => item.id)).toEqual([3]);
  });

  it('shows a queued edit and a queued deletion on the comment they change', () => {
    const first = comment(1, '2026-03-01T09:00:00.000Z');
    const shown = commentsWithQueuedChanges(
      server,
      [
        { type: COMMENT_ACTION.update, payload: { proposalId: 40, pageId: 7, comment: first, content: 'Edited', type: CommentType.High } },
        { type: COMMENT_ACTION.delete, payload: { proposalId: 40, pageId: 7, commentId: 2, content: 'Comment 2' } },
      ],
      7,
    );
    expect(shown[0]).toMatchObject({ id: 1, content: 'Edited', type: CommentType.High, pending: true, deleting: false });
    expect(shown[1]).toMatchObject({ id: 2, pending: true, deleting: true });
  });

  it('puts the server’s answer into the cached page', () => {
    const saved = { ...comment(1, '2026-03-01T09:00:00.000Z'), content: 'Edited' };
    expect(withSavedComment(server, saved)?.find((item) => item.id === 1)?.content).toBe('Edited');
    expect(withSavedComment(server, comment(9, '2026-03-04T09:00:00.000Z'))?.map((item) => item.id)).toEqual([2, 1, 3, 9]);
    expect(withoutComment(server, 2)?.map((item) => item.id)).toEqual([1, 3]);
    expect(withSavedComment(undefined, saved)).toBeUndefined();
  });

  it('shortens a comment to one line for the outbox panel', () => {
    expect(commentExcerpt('Line one\nline two')).toBe('Line one line two');
    expect(commentExcerpt('x'.repeat(80))).toHaveLength(60);
  });
});
