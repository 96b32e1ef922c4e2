import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { currentUserQuery } from '@/features/account/api/current-user';
import { partnerProfileQuery } from '@/features/partner-account';
import { Breadcrumb } from './breadcrumb';
import { useGlobalStyles } from '@/ui/global-styles';
import { Footer } from './footer';
import { navItemsFor, PARTNER_NAV_ITEMS, type NavItem } from './nav-items';
import { SideMenuDrawer, SideMenuRail } from './side-menu';
import { TopBar, type ShellUser } from './top-bar';
import { UpdatePrompt } from './update-prompt';
import { useWideScreen } from '@/ui/use-wide-screen';

const useStyles = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  body: { flexGrow: 1, display: 'flex', minWidth: 0 },
  column: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  main: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    ':focus': { outline: 'none' },
  },
  skip: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    insetBlockStart: '-100px',
    zIndex: 100,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { insetBlockStart: tokens.spacingVerticalS },
  },
});

/**
 * The signed-in frame (spec section 2): top bar, side menu, breadcrumb, the page, footer.
 * `children` replaces the page when the shell route itself failed (the 403 and error pages).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  // Not suspense: the error case renders the shell even when the user could not be loaded.
  const { data: me } = useQuery(currentUserQuery());
  return (
    <ShellFrame user={me} items={navItemsFor(me?.permissions)} homePath="/" footerName={me?.donor_name} side="staff">
      {children}
    </ShellFrame>
  );
}

/** The same frame for a partner organisation's users (docs/decisions/182-partner-accounts.md): their menu, their organisation. */
export function PartnerShell({ children }: { children?: ReactNode }) {
  const { data: profile } = useQuery(partnerProfileQuery());
  return (
    <ShellFrame user={profile} items={PARTNER_NAV_ITEMS} homePath="/partner" footerName={profile?.ngo.name} side="partner">
      {children}
    </ShellFrame>
  );
}

type ShellFrameProps = {
  user: ShellUser | undefined;
  items: readonly NavItem[];
  homePath: string;
  /** Whose name the copyright line carries: the funder's, or the partner's organisation's. */
  footerName: string | undefined;
  side: 'staff' | 'partner';
  children?: ReactNode;
};

function ShellFrame({ user, items, homePath, footerName, side, children }: ShellFrameProps) {
  useGlobalStyles();
  const styles = useStyles();
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <TopBar me={user} homePath={homePath} side={side} menuButton={wide ? null : { open: drawerOpen, onOpen: () => setDrawerOpen(true) }} />
      <div className={styles.body}>
        {wide ? <SideMenuRail items={items} /> : <SideMenuDrawer items={items} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
        <div className={styles.column}>
          {/* The error pages bring their own <main>. */}
          {children ?? (
            <main id="main-content" className={styles.main} tabIndex={-1}>
              <Breadcrumb />
              <Outlet />
            </main>
          )}
          <Footer funderName={footerName} />
        </div>
      </div>
      <UpdatePrompt />
    </div>
  );
}
