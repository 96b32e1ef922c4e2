import { FluentProvider, makeStyles, type PartialTheme } from '@fluentui/react-components';
import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { directionOf, getLocale, i18n } from '@/lib/i18n';

/**
 * Fluent's light theme (primary blue) is inlined into index.html as CSS variables at build time
 * (vite.config.ts, fluentThemeStylesheet); the provider carries only what the portal changes:
 * a font stack that has Arabic glyphs.
 */
const portalTheme: PartialTheme = {
  fontFamilyBase: `'Segoe UI', 'Noto Sans Arabic', 'Noto Sans', Tahoma, system-ui, sans-serif`,
};

const useStyles = makeStyles({
  // Fluent aligns everything to the page's left (or right, in Arabic). "start" is resolved by each block against its
  // own direction, so text that people wrote (dir="auto": a comment, a description) in the other language aligns to
  // its own start, in both languages of the portal; every other block still aligns as the page does. Portals
  // (dialogs, drawers, menus) take the provider's classes too.
  root: { textAlign: 'start' },
});

function DirectionalFluent({ children }: { children: ReactNode }) {
  // Re-renders on every locale change: the provider's dir follows <html dir>, both set by activateLocale.
  useLingui();
  const styles = useStyles();
  return (
    <FluentProvider theme={portalTheme} dir={directionOf(getLocale())} className={styles.root} style={{ minHeight: '100vh' }}>
      {children}
    </FluentProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <DirectionalFluent>{children}</DirectionalFluent>
      </I18nProvider>
    </QueryClientProvider>
  );
}
