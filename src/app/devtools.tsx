import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools';
import { createRoot } from 'react-dom/client';
import type { AppRouter } from './router';

/**
 * TanStack Router's and Query's devtools, in development only (src/entry-client.tsx imports this
 * lazily behind `import.meta.env.DEV`, so a production build has none of it). They get a root of
 * their own beside the hydrated document: nothing of theirs is in the server's HTML.
 */
export function mountDevtools(router: AppRouter): void {
  const host = document.createElement('div');
  host.id = 'devtools';
  document.body.append(host);
  createRoot(host).render(
    <>
      <TanStackRouterDevtools router={router} position="bottom-left" />
      <ReactQueryDevtools client={router.options.context.queryClient} buttonPosition="bottom-right" />
    </>,
  );
}
