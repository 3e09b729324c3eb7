import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { buildVersion } from '../config/env';
import { ApiError, HttpError, NetworkError, SchemaError, TimeoutError } from './errors';

/** SPEC.md §9 query settings, defined once. */
export const queryTiming = {
  staleTimeMs: 300_000,
  gcTimeMs: 600_000,
  retry: 1,
  retryDelayMs: 500,
  persistMaxAgeMs: 5 * 60_000,
} as const;

/**
 * Errors a second try may fix (issue 11 §6): no answer, a timeout, server trouble (5xx), or a body
 * that could not be read at all. Never a 4xx or a USER error: the server understood and said no,
 * and asking again gets the same answer. A body of the wrong shape is not retried either.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof HttpError) return error.status >= 500;
  if (error instanceof ApiError) return error.errorType === 'SYSTEM' && error.status >= 500;
  if (error instanceof SchemaError) return error.unreadable;
  return false;
}

/**
 * The one retry layer (docs/decisions.md "Request timeouts and one retry layer"): queries retry
 * once (SPEC.md §9) and only transient errors; the transport never retries, mutations never do.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < queryTiming.retry && isTransient(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryTiming.staleTimeMs,
        gcTime: queryTiming.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: queryTiming.retryDelayMs,
        refetchOnWindowFocus: false,
        // 'online' (the default) pauses a query started offline: a spinner for ever. Every query
        // runs and fails fast with a NetworkError instead; the screen shows its offline state,
        // and `refetchOnReconnect` (on) fetches it again when the browser is back online.
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      // a write is never repeated behind the shopper's back; offline, it fails at once and says so
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Only queries that opt in with `meta: { persist: true }` are written to sessionStorage: public
 * catalogue data. Tokens and personal data (profile, points, likes) never are.
 */
export function shouldPersist(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

export const QUERY_CACHE_STORAGE_KEY = 'market-query-cache';

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: typeof window === 'undefined' ? undefined : window.sessionStorage,
      key: QUERY_CACHE_STORAGE_KEY,
    }),
    maxAge: queryTiming.persistMaxAgeMs,
    buster: buildVersion,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  };
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean };
  }
}
