import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { LazyMessageToaster } from '@/ui/toasts/lazy-message-toaster';

// The root route is never code-split: its not-found page is the router's default, loaded lazily (router.tsx).
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <LazyMessageToaster />
    </>
  );
}
