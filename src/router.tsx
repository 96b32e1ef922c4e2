import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LOADING_MIN_DISPLAY_MS } from '#contract/constants';
import { statusOf } from '@/ui/error-status';
import { routeTree } from './routeTree.gen';

// The error pages are rarely seen: their code is fetched when one is needed.
const ErrorPage = lazy(() => import('@/ui/error-page').then((module) => ({ default: module.ErrorPage })));
const NotFoundPage = lazy(() => import('@/ui/error-page').then((module) => ({ default: module.NotFoundPage })));

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router must not cache loader results a second time.
    defaultPreloadStaleTime: 0,
    // A route's pending placeholder, once shown, stays 200 ms (spec section 9), like every loading state (src/ui/loading.tsx).
    defaultPendingMinMs: LOADING_MIN_DISPLAY_MS,
    defaultErrorComponent: ({ error }) => (
      <Suspense fallback={null}>
        <ErrorPage status={statusOf(error)} />
      </Suspense>
    ),
    defaultNotFoundComponent: () => (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    ),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
