/** Every reference list hangs under `referenceKeys.all`; they change rarely and are needed offline by every form. */
export const referenceKeys = {
  all: ['reference'] as const,
  currencies: () => [...referenceKeys.all, 'currencies'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  programOptions: () => [...referenceKeys.all, 'program-options'] as const,
  programDefaults: () => [...referenceKeys.all, 'program-defaults'] as const,
  userOptions: () => [...referenceKeys.all, 'user-options'] as const,
};

/**
 * Reference lists are read far more often than they change; a day keeps them from refetching on every page,
 * and the service worker serves them stale-while-revalidate besides (docs/decisions/022-service-worker-caching.md).
 */
export const REFERENCE_STALE_TIME_MS = 24 * 60 * 60 * 1000;
