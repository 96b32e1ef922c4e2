import { API_BASE } from '#contract/api-base';

/**
 * Where the API lives. Build time: VITE_API_BASE. Run time: a host may rewrite the
 * <meta name="donor-portal-api"> tag of index.html to point the same build at another server.
 */
function configured(metaName: string, fromBuild: string | undefined): string | undefined {
  const meta = typeof document !== 'undefined' ? document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`) : null;
  const value = meta?.content.trim() || fromBuild?.trim();
  return value ? value.replace(/\/$/, '') : undefined;
}

export const apiBase = configured('donor-portal-api', import.meta.env.VITE_API_BASE as string | undefined) ?? API_BASE;

/**
 * Spec section 7: "a second client on a different base path serves list and get requests". GET calls go here, every
 * other method to apiBase. Build time: VITE_READ_API_BASE; run time: <meta name="donor-portal-read-api">; by default
 * the same as apiBase. It must speak the same contract (same paths after the base) and accept the same token.
 */
export const readApiBase = configured('donor-portal-read-api', import.meta.env.VITE_READ_API_BASE as string | undefined) ?? apiBase;

/** The token endpoint and hub sit at the API server's origin root, beside its /api base. */
export const apiOrigin = apiBase.startsWith('http') ? new URL(apiBase).origin : '';
