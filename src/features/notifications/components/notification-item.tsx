import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { isLocale } from '#contract/enums';
import type { Notification } from '#contract/notifications';
import { formatRelativeTime } from '@/lib/relative-time';
import { EntityIcon, OperationIcon } from './notification-icons';
import { useNotificationText } from './notification-text';
import { PersonAvatar } from '@/ui/avatars/avatars';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    width: '100%',
    textAlign: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  icons: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS, color: tokens.colorBrandForeground1, fontSize: '16px' },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  dot: { width: '8px', height: '8px', borderRadius: '50%', backgroundColor: tokens.colorBrandBackground, flexShrink: 0, marginBlockStart: '6px' },
});

/** One notification (spec section 2): avatar, entity and operation icons, the sentence, relative time, unread mark. */
export function NotificationItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: (notification: Notification) => void }) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const text = useNotificationText()(notification.data);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const when = formatRelativeTime(notification.created_at, now, locale, t`just now`);
  const unread = !notification.is_read;
  return (
    <button
      type="button"
      className={mergeClasses(styles.item, unread && styles.unread)}
      onClick={() => onOpen(notification)}
      data-unread={unread || undefined}
      aria-label={unread ? t`Unread: ${text}, ${when}` : t`${text}, ${when}`}
    >
      <PersonAvatar name={notification.data.user_name} size={40} color="colorful" aria-hidden />
      <span className={styles.body}>
        <Text>{text}</Text>
        <span className={styles.meta}>
          <span className={styles.icons} aria-hidden>
            <EntityIcon entity={notification.data.entity} />
            <OperationIcon operation={notification.data.operation} />
          </span>
          <Caption1>{when}</Caption1>
        </span>
      </span>
      {unread ? <span className={styles.dot} aria-hidden /> : null}
    </button>
  );
}
