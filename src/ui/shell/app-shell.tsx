import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { currentUserQuery } from '@/features/account/api/current-user';
import { Breadcrumb } from './breadcrumb';
import { useGlobalStyles } from './global-styles';
import { Footer } from './footer';
import { SideMenuDrawer, SideMenuRail } from './side-menu';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';
import { useWideScreen } from './use-wide-screen';

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
  useGlobalStyles();
  const styles = useStyles();
  // Not suspense: the error case renders the shell even when the user could not be loaded.
  const { data: me } = useQuery(currentUserQuery());
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <TopBar me={me} menuButton={wide ? null : { open: drawerOpen, onOpen: () => setDrawerOpen(true) }} />
      <div className={styles.body}>
        {wide ? (
          <SideMenuRail permissions={me?.permissions} />
        ) : (
          <SideMenuDrawer permissions={me?.permissions} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        )}
        <div className={styles.column}>
          {/* The error pages bring their own <main>. */}
          {children ?? (
            <main id="main-content" className={styles.main} tabIndex={-1}>
              <Breadcrumb />
              <Outlet />
            </main>
          )}
          <Footer funderName={me?.donor_name} />
        </div>
      </div>
      <UpdatePrompt />
    </div>
  );
}
