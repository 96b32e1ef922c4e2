import { API_BASE } from '#contract/api-base';

/**
 * Where the API lives. Build time: VITE_API_BASE. Run time: a host may rewrite the
 * <meta name="donor-portal-api"> tag of index.html to point the same build at another server.
 */
function readApiBase(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector<HTMLMetaElement>('meta[name="donor-portal-api"]') : null;
  const fromMeta = meta?.content.trim();
  const fromBuild = import.meta.env.VITE_API_BASE as string | undefined;
  return (fromMeta || fromBuild || API_BASE).replace(/\/$/, '');
}

export const apiBase = readApiBase();

/** The token endpoint and hub sit at the API server's origin root, beside its /api base. */
export const apiOrigin = apiBase.startsWith('http') ? new URL(apiBase).origin : '';
