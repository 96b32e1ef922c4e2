import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-error';

/** How long a persisted cache may be restored from disk: a field officer may be offline for days. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type ErrorReporter = (error: unknown, context: { kind: 'query' | 'mutation'; silent: boolean }) => void;

/**
 * Errors are reported in one place. The app registers the reporter (toasts, redirect to login);
 * queries and mutations may opt out with `meta: { silentErrors: true }` when their view shows the error itself.
 */
export function createQueryClient(report: ErrorReporter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A page that already shows data keeps showing it when a refresh finds no network: nothing to report.
      onError: (error, query) =>
        report(error, {
          kind: 'query',
          silent: query.meta?.silentErrors === true || (error instanceof NetworkError && query.state.data !== undefined),
        }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        report(error, { kind: 'mutation', silent: mutation.meta?.silentErrors === true }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE_MS,
        networkMode: 'offlineFirst',
        // Offline, a first visit fails at once instead of waiting for a network that is not there: the page then says
        // it has not been saved on this device yet. Online, a dropped request is tried again.
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 3 && navigator.onLine,
        refetchOnWindowFocus: false,
      },
      mutations: {
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError | NetworkError | Error;
    queryMeta: { silentErrors?: boolean };
    mutationMeta: { silentErrors?: boolean };
  }
}
