import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { canOpenPath } from '#contract/routes';
import { HomeWelcome } from '@/features/account/components/home-welcome';
import type { DashboardFilter } from '@/features/dashboard/api/dashboard-keys';
import { dashboardTotalsQuery } from '@/features/dashboard/api/get-dashboard-totals';
import { beneficiariesInsightQuery } from '@/features/dashboard/api/get-beneficiaries-insight';
import { spendingTimelineQuery } from '@/features/dashboard/api/get-spending-timeline';
import { statusTimelineQuery } from '@/features/dashboard/api/get-status-timeline';
import { loadDashboard } from '@/features/dashboard/components/dashboard-preload';
import { readDashboardSearch } from '@/features/dashboard/components/dashboard-search-params';
import { LazyDashboard } from '@/features/dashboard/components/lazy-dashboard';
import { navItemsFor } from '@/app/shell/nav-items';
import { SectionTiles } from '@/app/shell/section-tiles';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1600px', minWidth: 0 },
});

/** Home (spec section 2: /): a greeting, the dashboard for the filter in the URL, and the sections the user may open. */
export const Route = createFileRoute('/_app/')({
  validateSearch: (search: Record<string, unknown>) => readDashboardSearch(search),
  // The dashboard's own chunk (panels, filters, tables) stays out of the home page's first load and its budget; it is
  // asked for here, as soon as the route matches, to arrive with the route's chunk (docs/decisions/131-home-dashboard.md).
  beforeLoad: () => {
    // A failed fetch is tried again, and shown, by the page (LazyDashboard).
    void loadDashboard().catch(() => undefined);
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const client = context.queryClient;
    // Nothing waits for the figures: each panel shows its skeleton, and the persisted copy when there is one.
    void client.prefetchQuery(dashboardTotalsQuery(deps));
    void client.prefetchQuery(statusTimelineQuery(deps));
    void client.prefetchQuery(spendingTimelineQuery(deps));
    void client.prefetchQuery(beneficiariesInsightQuery(deps));
  },
  component: HomePage,
});

function HomePage() {
  const styles = useStyles();
  // The shell's user: what is known even when the profile could not be loaded (spec section 6).
  const { me, knownPermissions } = Route.useRouteContext();
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const hasSections = navItemsFor(knownPermissions).some((entry) => entry.path !== '/');
  return (
    <div className={styles.page}>
      <HomeWelcome me={me} profileLoaded={knownPermissions !== null} />
      <LazyDashboard
        filter={filter}
        onFilterChange={(patch: Partial<DashboardFilter>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
        canOpen={(path) => canOpenPath(path, knownPermissions)}
      />
      {hasSections ? (
        <section aria-labelledby="home-sections">
          <Subtitle1 as="h2" id="home-sections" block style={{ marginBlockEnd: tokens.spacingVerticalM }}>
            <Trans>Where to go</Trans>
          </Subtitle1>
          <SectionTiles permissions={knownPermissions} />
        </section>
      ) : null}
    </div>
  );
}
