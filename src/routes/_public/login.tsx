import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/features/auth/safe-redirect';
import { optionalText, type RawSearch } from '@/lib/search-params';
import { getSession } from '@/lib/session';

// Only links that carry a one-time token need the exchange screen.
const TokenSignIn = lazy(() =>
  import('@/features/auth/components/token-sign-in').then((module) => ({ default: module.TokenSignIn })),
);

function loginSearch(search: RawSearch): { redirect?: string | undefined; token?: string | undefined } {
  return { redirect: optionalText(search.redirect), token: optionalText(search.token) };
}

/** Log in, and the authentication callback (`?token=`) that signs in with a one-time token. */
export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    if (getSession() && !search.token) throw redirect({ href: safeRedirect(search.redirect, window.location.origin, getSession()?.kind) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target, token } = Route.useSearch();
  const router = useRouter();
  const navigate = Route.useNavigate();
  const openApp = () => void router.navigate({ href: safeRedirect(target, window.location.origin, getSession()?.kind), replace: true });
  if (token) {
    return (
      <Suspense fallback={null}>
        <TokenSignIn
          token={token}
          onSignedIn={openApp}
          onFailed={() => void navigate({ search: { redirect: target }, replace: true })}
        />
      </Suspense>
    );
  }
  return <LoginForm onSignedIn={openApp} />;
}
