import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { persistOptions } from '../api/query-client';

/**
 * The browser's query provider, the router's `Wrap` (src/app/router.tsx): the query cache is kept
 * in sessionStorage for five minutes (SPEC.md §9). The server's answers hydrated into the cache are
 * newer than anything restored, which never overwrites them.
 */
export function browserQueryProvider(queryClient: QueryClient) {
  return function BrowserQueryProvider({ children }: { children: ReactNode }) {
    return (
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions()}>
        {children}
      </PersistQueryClientProvider>
    );
  };
}
