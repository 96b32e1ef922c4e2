import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '#contract/enums';

type RenderWithRouterOptions = {
  dir?: 'ltr' | 'rtl';
  /** The portal's language; the catalogs are not loaded, so texts stay in English and only data-driven names change. */
  locale?: Locale;
  /** Data the components' queries find already cached (reference lists), so no request leaves the test. */
  cached?: readonly (readonly [QueryKey, unknown])[];
};

/**
 * Like renderWithProviders, for a component that holds router links: it is rendered as the page of a memory
 * router, so each <Link> gets its href. Resolves once the page is on screen.
 */
export async function renderWithRouter(ui: ReactElement, { dir = 'ltr', locale = 'en', cached = [] }: RenderWithRouterOptions = {}) {
  if (i18n.locale !== locale) i18n.loadAndActivate({ locale, messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  // The router restores the scroll position after rendering; jsdom has no layout and only logs "not implemented".
  window.scrollTo = () => {};
  const rootRoute = createRootRoute({ component: () => <div data-testid="page">{ui}</div> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme} dir={dir}>
          <RouterProvider router={router} />
        </FluentProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  await screen.findByTestId('page');
  return { ...result, queryClient };
}
