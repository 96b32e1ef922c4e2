import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders a list piece or a feature component for a unit test: English with the source messages,
 * Fluent's light theme, and a fresh query client that does not retry.
 */
export function renderWithProviders(ui: ReactElement, { dir = 'ltr' }: { dir?: 'ltr' | 'rtl' } = {}) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme} dir={dir}>
          {ui}
        </FluentProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
