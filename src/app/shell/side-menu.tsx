import { DrawerBody, DrawerHeader, DrawerHeaderTitle, Button, OverlayDrawer, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { isCurrentSection, type NavItem } from './nav-items';

/** Spec sections 2 and 9: 220 wide when open, a rail of icons when collapsed. */
const MENU_WIDTH = '220px';
export const RAIL_WIDTH = '52px';

const useStyles = makeStyles({
  railSpace: { width: RAIL_WIDTH, flexShrink: 0, position: 'relative' },
  rail: {
    position: 'absolute',
    insetBlockStart: 0,
    insetBlockEnd: 0,
    insetInlineStart: 0,
    zIndex: 10,
    width: RAIL_WIDTH,
    overflowX: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    transitionProperty: 'width, box-shadow',
    transitionDuration: tokens.durationNormal,
    ':hover': { width: MENU_WIDTH, boxShadow: tokens.shadow16 },
    ':focus-within': { width: MENU_WIDTH, boxShadow: tokens.shadow16 },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
  /** Closed after an entry was chosen, even while the pointer is still over it or the entry keeps the focus. */
  railClosed: {
    boxShadow: 'none',
    ':hover': { width: RAIL_WIDTH, boxShadow: 'none' },
    ':focus-within': { width: RAIL_WIDTH, boxShadow: 'none' },
  },
  list: { listStyle: 'none', margin: 0, padding: `${tokens.spacingVerticalS} 0`, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    paddingInlineStart: '10px',
    paddingInlineEnd: '10px',
    marginInlineStart: '6px',
    marginInlineEnd: '6px',
    // Collapsed, the link is narrower than icon plus gap, so the label is clipped away rather than peeking out.
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  icon: { fontSize: '20px', flexShrink: 0 },
});

type NavListProps = {
  /** The entries this user may open (nav-items.ts). */
  items: readonly NavItem[];
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

function NavList({ items, onNavigate }: NavListProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ul className={styles.list}>
      {items.map((entry: NavItem) => {
        const current = isCurrentSection(entry, pathname);
        const Icon = entry.icon;
        return (
          <li key={entry.id}>
            <Link
              to={entry.path}
              className={mergeClasses(styles.link, current && styles.current)}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon className={styles.icon} aria-hidden />
              <span>{i18n._(entry.label)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * From 1200px up: a permanent rail of icons that opens to 220px with labels on hover or keyboard focus. Choosing an
 * entry closes it, so it does not stay open over the new page: the pointer has to leave it (or a key be pressed in
 * it) before it opens again.
 */
export function SideMenuRail({ items }: { items: readonly NavItem[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [closed, setClosed] = useState(false);
  const closeAfterChoice = (event: MouseEvent<HTMLAnchorElement>) => {
    setClosed(true);
    // A pointer click leaves the focus on the entry, which would hold the rail open (:focus-within); a keyboard
    // user keeps the focus where it was.
    if (event.detail > 0) event.currentTarget.blur();
  };
  return (
    <div className={styles.railSpace}>
      <nav
        className={mergeClasses(styles.rail, closed && styles.railClosed)}
        aria-label={t`Main menu`}
        onPointerLeave={() => setClosed(false)}
        onKeyDown={() => setClosed(false)}
      >
        <NavList items={items} onNavigate={closeAfterChoice} />
      </nav>
    </div>
  );
}

/** Below 1200px: the same entries in a drawer from the start side, opened by the top bar's menu button. */
export function SideMenuDrawer({
  items,
  open,
  onClose,
}: {
  items: readonly NavItem[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())} position="start" style={{ width: MENU_WIDTH }}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t`Close the main menu`} icon={<DismissRegular />} onClick={onClose} />}
        >
          <Trans>Menu</Trans>
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody style={{ paddingInlineStart: 0, paddingInlineEnd: 0 }}>
        <nav aria-label={t`Main menu`}>
          <NavList items={items} onNavigate={onClose} />
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
