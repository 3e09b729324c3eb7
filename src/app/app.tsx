import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { persistOptions } from '../api/query-client';
import type { Bootstrapped } from './bootstrap';

export interface AppProps extends Bootstrapped {
  /**
   * Runs once React's router has taken the page over: in the commit of the first render, after the
   * router's own history subscription (a child's layout effect runs before its parent's).
   */
  onMounted?: () => void;
}

export function App({ queryClient, router, onMounted }: AppProps) {
  useLayoutEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions()}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  );
}
