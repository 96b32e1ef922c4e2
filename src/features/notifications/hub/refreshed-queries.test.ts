import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ENTITIES, type Notification, type NotificationEntity } from '#contract/notifications';
import { grantKeys } from '@/features/grants';
import { negotiationCommentsOf } from '@/features/proposals';
import { trackingKeys } from '@/features/projects';
import { partnerProjectKeys } from '@/features/partner-projects';
import { projectKeys } from '@/features/projects';
import { proposalKeys } from '@/features/proposals';
import { refreshedQueries } from './refreshed-queries';

function notification(entity: NotificationEntity, parentId: number, objectId: number | null): Notification {
  return {
    id: 1,
    is_read: false,
    created_at: '2026-11-25T10:00:00Z',
    toast: true,
    data: { entity, operation: 'Update', parent_id: parentId, object_id: objectId, page: 0, title: 't', user_id: 2, user_name: 'u', ngo_user: false },
  };
}

/** Which of the cached queries a notification marks stale, through the real QueryClient's key matching. */
async function staleAfter(note: Notification, cached: ReadonlyArray<readonly unknown[]>): Promise<string[]> {
  const client = new QueryClient();
  for (const key of cached) client.setQueryData(key, { seen: true });
  await Promise.all(refreshedQueries(note).map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })));
  return cached.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
}

describe('the queries a live notification refreshes', () => {
  const cached = [
    grantKeys.detail(7),
    grantKeys.lists(),
    proposalKeys.lists(),
    proposalKeys.detail(40),
    negotiationCommentsOf(40),
    proposalKeys.detail(41),
    projectKeys.lists(),
    projectKeys.detail(9),
    trackingKeys.indicators(9),
    projectKeys.detail(10),
    partnerProjectKeys.lists(),
    partnerProjectKeys.detail(9),
    partnerProjectKeys.detail(10),
  ] as const;

  it('a project notification refreshes that project’s pages, its workspace and the project lists, nothing of other projects', async () => {
    expect(await staleAfter(notification('project', 9, null), cached)).toEqual(
      [projectKeys.lists(), projectKeys.detail(9), trackingKeys.indicators(9), partnerProjectKeys.lists(), partnerProjectKeys.detail(9)].map((key) =>
        JSON.stringify(key),
      ),
    );
  });

  it('a proposal notification refreshes the proposal’s pages and the proposal lists, beside its grant', async () => {
    expect(await staleAfter(notification('proposal', 7, 40), cached)).toEqual(
      [grantKeys.detail(7), grantKeys.lists(), proposalKeys.lists(), proposalKeys.detail(40), negotiationCommentsOf(40)].map((key) => JSON.stringify(key)),
    );
  });

  it('a comment refreshes the open comments of its proposal', async () => {
    expect(await staleAfter(notification('negotiation', 7, 40), cached)).toContain(JSON.stringify(negotiationCommentsOf(40)));
  });

  it('every kind of notification refreshes something', () => {
    for (const entity of NOTIFICATION_ENTITIES) expect(refreshedQueries(notification(entity, 1, 2)).length, entity).toBeGreaterThan(0);
  });
});
