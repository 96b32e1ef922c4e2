type DashboardModule = typeof import('./dashboard');

let loading: Promise<DashboardModule> | null = null;
let loaded: DashboardModule | null = null;

/**
 * Fetches the dashboard's code (its own chunk: panels, filters, tables). The home route's beforeLoad calls it, so it
 * travels in parallel with the route's chunk; a failed fetch may be tried again. No UI here: route definitions load
 * with the first page (docs/decisions/008-bundle-budgets.md).
 */
export function loadDashboard(): Promise<DashboardModule> {
  loading ??= import('./dashboard').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The dashboard's code when it has already arrived. */
export function loadedDashboard(): DashboardModule | null {
  return loaded;
}
