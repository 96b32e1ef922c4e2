import { Button, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Notification } from '#contract/notifications';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { Pager } from '@/ui/list/pager';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import type { NotificationFilter, NotificationPageQuery } from '../api/notification-keys';
import { notificationListQuery, useMarkAllAsRead, useMarkAsRead } from '../api/notifications-api';
import { notificationLinkFor, useAccountKind } from '../lib/notification-link';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { NotificationItem } from './notification-item';
import { useMinimumDuration } from '@/ui/loading';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  card: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, padding: tokens.spacingHorizontalS },
});

/** /notifications (spec section 2): every notification, paged, filtered by read state. */
export function NotificationsPage({ search, onSearchChange }: { search: NotificationPageQuery; onSearchChange: (patch: Partial<NotificationPageQuery>) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = useQuery(notificationListQuery(search));
  const markAsRead = useMarkAsRead();
  const kind = useAccountKind();
  const markAllAsRead = useMarkAllAsRead();
  const now = useMinuteClock();
  // Once shown, the placeholder stays 200 ms (spec section 9): until then the page is not shown as loaded.
  const loading = useMinimumDuration(list.data === undefined);
  const page = loading ? undefined : list.data;

  const openItem = (notification: Notification) => {
    if (!notification.is_read) markAsRead.mutate(notification.id);
    void navigate({ to: notificationLinkFor(kind, notification.data) });
  };

  return (
    <section aria-labelledby="notifications-title">
      <div className={styles.header}>
        <Title2 as="h1" id="notifications-title">
          <Trans>Notifications</Trans>
        </Title2>
        {page ? <FreshnessNote dataUpdatedAt={list.dataUpdatedAt} isFetching={list.isFetching} /> : null}
      </div>
      <ListToolbar
        filters={
          <TabList
            selectedValue={search.filter}
            onTabSelect={(_, data) => onSearchChange({ filter: data.value as NotificationFilter, page: 1 })}
            aria-label={t`Show notifications`}
          >
            <Tab value="all">
              <Trans>All</Trans>
            </Tab>
            <Tab value="unread">
              <Trans>Unread</Trans>
            </Tab>
            <Tab value="read">
              <Trans>Read</Trans>
            </Tab>
          </TabList>
        }
        actions={
          <Button icon={<CheckmarkCircleRegular />} disabled={!page || page.unread_total === 0} onClick={() => markAllAsRead.mutate(null)}>
            <Trans>Mark all as read</Trans>
          </Button>
        }
      />
      <div className={styles.card}>
        {page ? (
          <ul className={styles.list} aria-label={t`Notifications`}>
            {page.data.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} now={now} onOpen={openItem} />
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonList />
        )}
        {page && page.data.length === 0 ? <EmptyState title={t`No notifications here.`} /> : null}
      </div>
      {page ? <Pager page={search.page} rows={search.rows} total={page.total} onChange={(paging) => onSearchChange(paging)} /> : null}
    </section>
  );
}
