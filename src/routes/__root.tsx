import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { NotFoundPage } from '@/ui/error-page';
import { LazyMessageToaster } from '@/ui/toasts/lazy-message-toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <LazyMessageToaster />
    </>
  );
}
