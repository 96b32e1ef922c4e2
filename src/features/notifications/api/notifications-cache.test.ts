import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '#contract/notifications';
import { badgeText } from '../components/notification-menu';
import { notificationKeys, type NotificationPages } from './notification-keys';
import { markReadInCache, prependToCache, setUnreadTotal } from './notifications-api';

const item = (id: number, isRead = false): Notification => ({
  id,
  is_read: isRead,
  created_at: '2026-03-01T10:00:00Z',
  toast: false,
  data: { entity: 'grant', operation: 'Update', parent_id: 7, object_id: null, page: 0, title: 'Grant', user_id: 2, user_name: 'Rana Haddad', ngo_user: false },
});

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData<NotificationPages>(notificationKeys.menu(), {
    pages: [{ data: [item(2), item(1, true)], total: 2, unread_total: 1 }],
    pageParams: [1],
  });
  client.setQueryData<NotificationList>(notificationKeys.list({ page: 1, rows: 10, filter: 'all' }), {
    data: [item(2), item(1, true)],
    total: 2,
    unread_total: 1,
  });
  return client;
}

const menuOf = (client: QueryClient) => client.getQueryData<NotificationPages>(notificationKeys.menu())?.pages[0];

describe('notification cache', () => {
  it('puts a live notification on top and counts it unread, once', () => {
    const client = seeded();
    prependToCache(client, item(3));
    prependToCache(client, item(3));
    expect(menuOf(client)?.data.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(menuOf(client)?.unread_total).toBe(2);
    expect(menuOf(client)?.total).toBe(3);
  });

  it('marks one read (the count drops by one) and all read (the count is 0)', () => {
    const client = seeded();
    prependToCache(client, item(3));
    markReadInCache(client, 3);
    expect(menuOf(client)?.unread_total).toBe(1);
    markReadInCache(client, 1);
    expect(menuOf(client)?.unread_total).toBe(1);
    markReadInCache(client, null);
    expect(menuOf(client)?.unread_total).toBe(0);
    expect(menuOf(client)?.data.every((n) => n.is_read)).toBe(true);
    const list = client.getQueryData<NotificationList>(notificationKeys.list({ page: 1, rows: 10, filter: 'all' }));
    expect(list?.unread_total).toBe(0);
  });

  it('takes the unread count the hub answers with', () => {
    const client = seeded();
    setUnreadTotal(client, 12);
    expect(menuOf(client)?.unread_total).toBe(12);
  });

  it('shows 99+ past 99 and nothing at 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(100)).toBe('99+');
  });
});
