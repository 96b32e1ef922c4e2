import {
  Button,
  CounterBadge,
  Divider,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import type { Notification } from '#contract/notifications';
import { useLinkStyles } from '@/ui/link-styles';
import { notificationMenuQuery, useMarkAllAsRead, useMarkAsRead } from '../api/notifications-api';
import { NOTIFICATIONS_PAGE, notificationLinkFor, useAccountKind } from '../lib/notification-link';
import { useNotificationHub } from '../hub/use-notification-hub';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { NotificationItem } from './notification-item';
import { useNotificationToaster } from './notification-toaster';
import { useMinimumDuration } from '@/ui/loading';

const useStyles = makeStyles({
  surface: { width: '400px', maxWidth: 'calc(100vw - 16px)', padding: 0, display: 'flex', flexDirection: 'column' },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  list: { maxHeight: '70vh', overflowY: 'auto', padding: tokens.spacingHorizontalXS, margin: 0, listStyle: 'none' },
  footer: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, textAlign: 'center' },
  empty: { display: 'block', padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
  bell: { position: 'relative' },
  badge: { position: 'absolute', insetBlockStart: '-2px', insetInlineEnd: '-4px', pointerEvents: 'none' },
});

/** 99+ past 99; hidden at 0 (spec section 2). */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The bell's menu and the live connection behind it; loaded after the shell, never with the first page. */
export default function NotificationMenu() {
  const styles = useStyles();
  const link = useLinkStyles();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menu = useInfiniteQuery(notificationMenuQuery());
  // Once shown, the first page's spinner stays 200 ms (spec section 9).
  const firstLoad = useMinimumDuration(menu.isPending);
  const markAsRead = useMarkAsRead();
  const kind = useAccountKind();
  const markAllAsRead = useMarkAllAsRead();
  const { show, toaster } = useNotificationToaster();
  const hubState = useNotificationHub(show);
  const now = useMinuteClock();

  const unread = menu.data?.pages[0]?.unread_total ?? 0;
  const items = menu.data?.pages.flatMap((page) => page.data) ?? [];
  const badge = badgeText(unread);

  const openItem = (notification: Notification) => {
    if (!notification.is_read) markAsRead.mutate(notification.id);
    setOpen(false);
    void navigate({ to: notificationLinkFor(kind, notification.data) });
  };

  const onScroll = (event: React.UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 48 && menu.hasNextPage && !menu.isFetchingNextPage) void menu.fetchNextPage();
  };

  return (
    <>
      <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus>
        <span className={styles.bell} data-hub-state={hubState}>
          <PopoverTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              icon={<AlertRegular />}
              aria-label={badge ? t`Notifications, ${badge} unread` : t`Notifications`}
              data-testid="notification-bell"
            />
          </PopoverTrigger>
          {badge ? (
            <CounterBadge className={styles.badge} count={unread} overflowCount={99} size="small" color="danger" data-testid="notification-badge" aria-hidden />
          ) : null}
        </span>
        <PopoverSurface className={styles.surface} aria-label={t`Notifications`}>
          <div className={styles.header}>
            <Subtitle2 as="h2">
              <Trans>Notifications</Trans>
            </Subtitle2>
            <Button appearance="subtle" size="small" icon={<CheckmarkCircleRegular />} disabled={unread === 0} onClick={() => markAllAsRead.mutate(null)}>
              <Trans>Mark all as read</Trans>
            </Button>
          </div>
          <Divider />
          <ul className={styles.list} onScroll={onScroll} aria-label={t`Notifications`}>
            {(firstLoad ? [] : items).map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} now={now} onOpen={openItem} />
              </li>
            ))}
            {firstLoad ? (
              <li className={styles.more}>
                <Spinner size="tiny" />
              </li>
            ) : null}
            {menu.isSuccess && !firstLoad && items.length === 0 ? (
              <li>
                <Text className={styles.empty}>
                  <Trans>No notifications yet.</Trans>
                </Text>
              </li>
            ) : null}
            {menu.hasNextPage ? (
              <li className={styles.more}>
                {menu.isFetchingNextPage ? (
                  <Spinner size="tiny" />
                ) : (
                  <Button appearance="transparent" size="small" onClick={() => void menu.fetchNextPage()}>
                    <Trans>Load more</Trans>
                  </Button>
                )}
              </li>
            ) : null}
          </ul>
          <Divider />
          <div className={styles.footer}>
            <Link to={NOTIFICATIONS_PAGE[kind]} search={{ page: 1, rows: DEFAULT_PAGE_SIZE, filter: 'all' }} className={link.link} onClick={() => setOpen(false)}>
              <Trans>View all notifications</Trans>
            </Link>
          </div>
        </PopoverSurface>
      </Popover>
      {toaster}
    </>
  );
}
