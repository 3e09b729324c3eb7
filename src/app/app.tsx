import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { persistOptions } from '../api/query-client';
import type { Bootstrapped } from './bootstrap';

export function App({ queryClient, router }: Bootstrapped) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions()}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  );
}
