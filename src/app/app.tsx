import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { persistOptions } from '../api/query-client';

/**
 * The browser's query provider, the router's `Wrap` (src/app/router.tsx): the query cache is kept
 * in sessionStorage for five minutes (SPEC.md §9). The server's answers hydrated into the cache are
 * newer than anything restored, which never overwrites them.
 *
 * The cache is restored here, before React hydrates the page (the storage is synchronous: the
 * restore is done within this task's microtasks, before any query's effect could fetch), and saved
 * on every change after. Not PersistQueryClientProvider: its "restoring" context changes from true to
 * false after hydration, and a context change above a block still waiting to hydrate
 * (src/ui/hydrate-near.tsx) makes React draw that block again in the browser instead of hydrating it.
 */
export function browserQueryProvider(queryClient: QueryClient) {
  persistQueryClient({ queryClient, ...persistOptions() });
  return function BrowserQueryProvider({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}
