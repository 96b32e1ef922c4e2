import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { forgetLocalData } from './features/auth/api/logout';
import { activateLocale, detectLocale } from './lib/i18n';
import { reloadAfterChunkFailure } from './lib/chunk-reload';
import { createQueryClient } from './lib/query-client';
import { createErrorReporter } from './lib/report-error';
import { registerServiceWorker } from './lib/pwa';
import { getSession } from './lib/session';
import { createAppRouter } from './router';

await activateLocale(detectLocale());

const queryClient = createQueryClient(
  createErrorReporter({
    onUnauthorized: () => {
      void forgetLocalData(queryClient).then(() =>
        router.navigate({ to: '/login', search: { redirect: router.state.location.href } }),
      );
    },
  }),
);
const router = createAppRouter(queryClient);
// Signed in: paint from the cache on disk before the first loader runs. Signed out: nothing to restore, and the
// persistence code is left off the login page; signing in starts it (features/auth/api/login.ts).
if (getSession()) await import('./lib/persistence').then(({ restoreAndPersist }) => restoreAndPersist(queryClient));

window.addEventListener('vite:preloadError', reloadAfterChunkFailure);
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
