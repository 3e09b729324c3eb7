import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { buildVersion } from '../config/env';
import { ApiError } from './errors';

/** SPEC.md §9 query settings, defined once. */
export const queryTiming = {
  staleTimeMs: 300_000,
  gcTimeMs: 600_000,
  retry: 1,
  retryDelayMs: 500,
  persistMaxAgeMs: 5 * 60_000,
} as const;

/** Errors a second try cannot fix: the server understood and said no. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.errorType === 'USER';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryTiming.staleTimeMs,
        gcTime: queryTiming.gcTimeMs,
        retry: (failureCount, error) => !isFinal(error) && failureCount < queryTiming.retry,
        retryDelay: queryTiming.retryDelayMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
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
