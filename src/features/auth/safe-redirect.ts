import type { AccountKind } from '#contract/partner';

/** Where each side's pages live (docs/decisions/182-partner-accounts.md): partners under /partner, staff everywhere else. */
export const PARTNER_HOME = '/partner';

function isPartnerPath(pathname: string): boolean {
  return pathname === PARTNER_HOME || pathname.startsWith(`${PARTNER_HOME}/`);
}

/** The home of an account's side. */
export function homeOf(kind: AccountKind): string {
  return kind === 'partner' ? PARTNER_HOME : '/';
}

/**
 * Where to go after signing in. Only a path of this origin is accepted: `?redirect=https://evil.test` or
 * `//evil.test` must never turn the login page into an open redirect, and public pages are not destinations.
 */
export function safeRedirect(target: string | undefined | null, origin: string = window.location.origin, kind: AccountKind = 'staff'): string {
  const home = homeOf(kind);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return home;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return home;
    if (AUTH_PAGES.some((page) => url.pathname === page)) return home;
    // A page of the other side is not a destination: it would only answer 403.
    if (isPartnerPath(url.pathname) !== (kind === 'partner')) return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}

/** Going back to these after signing in would loop or repeat a one-time step. */
const AUTH_PAGES = ['/login', '/setup-account', '/check-token'];
