/**
 * Where to go after signing in. Only a path of this origin is accepted: `?redirect=https://evil.test` or
 * `//evil.test` must never turn the login page into an open redirect, and public pages are not destinations.
 */
export function safeRedirect(target: string | undefined | null, origin: string = window.location.origin): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return '/';
    if (AUTH_PAGES.some((page) => url.pathname === page)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** Going back to these after signing in would loop or repeat a one-time step. */
const AUTH_PAGES = ['/login', '/setup-account', '/check-token'];
