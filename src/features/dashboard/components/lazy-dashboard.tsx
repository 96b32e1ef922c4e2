import { useEffect, useState } from 'react';
import { SectionLoadError } from '@/ui/list/section-load-error';
import type { DashboardProps } from './dashboard';
import { loadDashboard, loadedDashboard } from './dashboard-preload';
import { DashboardSkeleton } from './dashboard-skeleton';

type Loaded = { module: ReturnType<typeof loadedDashboard>; error: unknown };

/**
 * The dashboard once its chunk is here, its skeleton until then. Not React.lazy: a Suspense fallback makes React hold
 * the reveal back until 300 ms after the fallback appeared, and the chunk (asked for when the route matched) is
 * usually here long before that (docs/decisions/131-home-dashboard.md).
 */
export function LazyDashboard(props: DashboardProps) {
  const [{ module, error }, setLoaded] = useState<Loaded>(() => ({ module: loadedDashboard(), error: null }));
  useEffect(() => {
    if (module) return;
    let current = true;
    loadDashboard().then(
      (arrived) => current && setLoaded({ module: arrived, error: null }),
      (failed: unknown) => current && setLoaded({ module: null, error: failed }),
    );
    return () => {
      current = false;
    };
  }, [module]);
  if (module) {
    const Dashboard = module.default;
    return <Dashboard {...props} />;
  }
  return error ? <SectionLoadError error={error} /> : <DashboardSkeleton />;
}
