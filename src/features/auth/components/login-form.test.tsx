import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

// The catalogs are generated later (lingui extract); the rule messages under test come from the contract.
vi.mock('@/lib/i18n', () => ({ getLocale: () => i18n.locale }));

/** The form's own texts come from the catalogs; the validation messages come from the contract's table. */
function renderLoginForm(onSignedIn = vi.fn()) {
  const rootRoute = createRootRoute();
  const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: () => <LoginForm onSignedIn={onSignedIn} /> });
  const forgotRoute = createRoute({ getParentRoute: () => rootRoute, path: '/forgot-password' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([loginRoute, forgotRoute]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
        </FluentProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onSignedIn };
}

const refuseWith429 = (code: string, retryAfter: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      new Response(JSON.stringify({ Message: 'server text in UTC' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'X-Error-Code': code, 'Retry-After': String(retryAfter) },
      }),
    ),
  );
const sendForm = async () => {
  await userEvent.type(await screen.findByLabelText(/Email/), 'viewer@demo.test');
  await userEvent.type(screen.getByLabelText(/Password/), 'Demo-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('alert');
};
/** The time shown, as read at the request (sentAt) or a few seconds later, should a minute turn meanwhile. */
const localTime = (locale: string, seconds: number, sentAt: number) => {
  const at = (delay: number) => new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(sentAt + delay + seconds * 1000));
  return new Date(Date.now() + seconds * 1000).getMinutes() === new Date(sentAt + seconds * 1000).getMinutes() ? at(0) : at(Date.now() - sentAt);
};

describe('LoginForm', () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows "Email is required" when the form is sent empty, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLoginForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the same rule in Arabic after switching to Arabic', async () => {
    renderLoginForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await screen.findByText('Email is required');
    act(() => i18n.loadAndActivate({ locale: 'ar', messages: {} }));
    expect(await screen.findByText('حقل البريد الإلكتروني مطلوب')).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('shows the server’s message in the form when the credentials are wrong', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        new Response(JSON.stringify({ Message: 'The email or password is incorrect.' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json', 'X-Error-Code': 'invalidCredentials' },
        }),
      ),
    );
    const { onSignedIn } = renderLoginForm();
    await userEvent.type(await screen.findByLabelText(/Email/), 'viewer@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email or password is incorrect.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says a locked account may try again at a time of the reader’s own clock and language', async () => {
    refuseWith429('accountLocked', 900);
    const sentAt = Date.now();
    renderLoginForm();
    const alert = await sendForm();
    expect(alert.textContent).toContain('This account is locked for 15 minutes after too many failed sign-ins.');
    expect(alert.textContent).toContain(`Please try again after ${localTime('en', 900, sentAt)}`);
    expect(alert.textContent).not.toContain('UTC');
    act(() => i18n.loadAndActivate({ locale: 'ar', messages: {} }));
    expect((await screen.findByRole('alert')).textContent).toContain(localTime('ar', 900, sentAt));
  });

  it('says when to try again after too many attempts from this device', async () => {
    refuseWith429('tooManyRequests', 60);
    const sentAt = Date.now();
    renderLoginForm();
    const alert = await sendForm();
    expect(alert.textContent).toContain(`Too many attempts. Please try again after ${localTime('en', 60, sentAt)}.`);
  });
});
