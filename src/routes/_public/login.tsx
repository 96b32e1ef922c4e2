import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginForm } from '@/features/auth/components/login-form';
import { TokenSignIn } from '@/features/auth/components/token-sign-in';
import { safeRedirect } from '@/features/auth/safe-redirect';
import { getSession } from '@/lib/session';

const loginSearch = z.object({
  redirect: z.string().optional().catch(undefined),
  // Coerced: the router reads an all-digit value as a number.
  token: z.coerce.string().optional().catch(undefined),
});

/** Log in, and the authentication callback (`?token=`) that signs in with a one-time token. */
export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    if (getSession() && !search.token) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target, token } = Route.useSearch();
  const router = useRouter();
  const navigate = Route.useNavigate();
  const openApp = () => void router.navigate({ href: safeRedirect(target), replace: true });
  if (token) {
    return (
      <TokenSignIn
        token={token}
        onSignedIn={openApp}
        onFailed={() => void navigate({ search: { redirect: target }, replace: true })}
      />
    );
  }
  return <LoginForm onSignedIn={openApp} />;
}
