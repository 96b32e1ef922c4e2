import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { OutboxIndicator } from '@/offline/components/outbox-indicator';
import { OnlineStatus } from './online-status';
import { ProductMark } from '@/ui/product-mark';
import { SettingsMenu } from './settings-menu';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 20,
  },
  home: { color: tokens.colorNeutralForeground1, textDecoration: 'none', borderRadius: tokens.borderRadiusMedium },
  end: { marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Who the top bar and the settings menu show: a staff member or a partner organisation's user. */
export type ShellUser = { id: number; name: string; email: string; image: string | null };

/** Logo and name at the start; connection state, notifications and the settings menu at the end. */
export function TopBar({
  me,
  homePath,
  side,
  menuButton,
}: {
  me: ShellUser | undefined;
  homePath: string;
  side: 'staff' | 'partner';
  /** Below the 1200px breakpoint the main menu is a drawer that this button opens. */
  menuButton: { open: boolean; onOpen: () => void } | null;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <header className={styles.bar}>
      {menuButton ? (
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={t`Open the main menu`}
          aria-expanded={menuButton.open}
          onClick={menuButton.onOpen}
        />
      ) : null}
      <Link to={homePath} className={styles.home} aria-label={t`Donor Portal, home`}>
        <ProductMark />
      </Link>
      <div className={styles.end}>
        <OnlineStatus />
        <OutboxIndicator />
        <NotificationBell />
        <SettingsMenu me={me} side={side} />
      </div>
    </header>
  );
}
