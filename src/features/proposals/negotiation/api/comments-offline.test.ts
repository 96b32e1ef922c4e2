// @vitest-environment node
// The outbox keeps its records in IndexedDB: src/test/offline-outbox.ts runs them on fake-indexeddb (decision 073).
import { describe, expect, it } from 'vitest';
import { CommentType } from '#contract/enums';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '#contract/outbox';
import type { NegotiationComment } from '#contract/proposals';
import { proposalKeys } from '../../api/proposal-keys';
import { until } from '@/offline/outbox-test-kit';
import { offlineOutbox, recordingTransport } from '@/test/offline-outbox';
import { addNegotiationComment } from './comment-add';
import { deleteNegotiationComment } from './comment-delete';
import { commentsWithQueuedChanges, type AddCommentPayload } from './comments-overlay';

const BUDGET_PAGE = 7;

const saved: NegotiationComment = {
  id: 41,
  content: 'Please split the transport line by district.',
  type: CommentType.Urgent,
  page_id: BUDGET_PAGE,
  proj_id: 23,
  don_id: 1,
  grant_id: 1,
  by_ngo_user: false,
  created_by: 7,
  created_at: '2026-03-03T08:00:05.000Z',
  updated_at: null,
  name: 'Mona Haddad',
  email: null,
  profile: null,
};

const payload: AddCommentPayload = {
  proposalId: 23,
  grantId: 1,
  pageId: BUDGET_PAGE,
  clientKey: 'c1',
  content: 'Please split the transport line by district.',
  type: CommentType.Urgent,
  author: { id: 7, name: 'Mona Haddad', image: null },
  writtenAt: '2026-03-03T08:00:00.000Z',
};

describe('a negotiation comment written offline', () => {
  const outbox = offlineOutbox();

  function engineOf(answer: unknown, online: () => boolean) {
    const { sent, transport } = recordingTransport(answer);
    const { engine, queryClient } = outbox.open({ transport, isOnline: online });
    engine.start();
    return { engine, sent, queryClient };
  }

  it('shows at once as pending, and is sent on reconnect with its idempotency key and no version', async () => {
    let online = false;
    const { engine, sent, queryClient } = engineOf(saved, () => online);
    queryClient.setQueryData<NegotiationComment[]>(proposalKeys.comments(23, BUDGET_PAGE), []);

    await engine.enqueue(addNegotiationComment, { entityId: 23, baseVersion: null, payload });
    const queued = engine.snapshot().records;
    expect(commentsWithQueuedChanges([], queued, BUDGET_PAGE)).toMatchObject([{ id: null, pending: true, content: payload.content }]);
    expect(sent).toHaveLength(0);

    online = true;
    await engine.wake({ reconnected: true });
    await until(() => sent.length === 1 && engine.snapshot().records.length === 0);
    const [{ request, headers }] = sent as [(typeof sent)[number]];
    expect(request).toEqual({
      method: 'POST',
      path: '/DonorGrant/Proposals/23/Negotiations',
      json: { proj_id: 23, page_id: BUDGET_PAGE, grant_id: 1, content: payload.content, type: CommentType.Urgent },
    });
    expect(headers[IDEMPOTENCY_KEY_HEADER]).toBe(queued[0]?.key);
    expect(headers[IF_MATCH_HEADER]).toBeUndefined();
    // The server's comment takes the queued one's place in the page's cache.
    expect(queryClient.getQueryData(proposalKeys.comments(23, BUDGET_PAGE))).toEqual([saved]);
  });

  it('removes a deleted comment from the page once the server confirms', async () => {
    const { engine, sent, queryClient } = engineOf({ id: saved.id }, () => true);
    queryClient.setQueryData<NegotiationComment[]>(proposalKeys.comments(23, BUDGET_PAGE), [saved]);
    await engine.enqueue(deleteNegotiationComment, {
      entityId: 23,
      baseVersion: null,
      payload: { proposalId: 23, pageId: BUDGET_PAGE, commentId: saved.id, content: saved.content },
    });
    await until(() => sent.length === 1 && engine.snapshot().records.length === 0);
    expect(sent[0]?.request).toEqual({ method: 'DELETE', path: '/DonorGrant/Proposals/23/Negotiations/41' });
    expect(queryClient.getQueryData(proposalKeys.comments(23, BUDGET_PAGE))).toEqual([]);
  });
});
