import { defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { createRouter, type ParsedLocation } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ReactElement, ReactNode } from 'react';
import { routeTree } from '../../generated/routeTree.gen';
import { RouteErrorScreen, RoutePending } from './route-error';
import type { RouterContext } from './router-context';

export interface AppRouterOptions {
  /** the query client's provider around the app: persisted to sessionStorage in the browser */
  Wrap: (props: { children: ReactNode }) => ReactElement;
  /** the browser's: keys of the scroll positions kept for going back (src/platform/scroll-restoration.ts) */
  getScrollRestorationKey?: (location: ParsedLocation) => string;
}

/**
 * The one router factory of the browser's entry and the server's (src/entry-client.tsx,
 * src/entry-server.tsx): the same route tree, options and TanStack Query integration, which
 * dehydrates the server's query cache into the page and hydrates it in the browser (streaming what
 * resolves while the page renders). Only answers are carried over: a call that failed on the server
 * is made again in the browser.
 */
export function createAppRouter(context: RouterContext, { Wrap, getScrollRestorationKey }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context,
    // SPEC.md §2: routes are case-sensitive, `/Best` is not `/best`
    caseSensitive: true,
    scrollRestoration: true,
    ...(getScrollRestorationKey === undefined ? {} : { getScrollRestorationKey }),
    defaultPreload: 'intent',
    // loaders only ensure TanStack Query data, which has its own freshness
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // a page's failure renders inside the app shell (offline banner, dialogs, bottom bar), not over it
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingMs: 300,
    Wrap,
  });
  setupRouterSsrQueryIntegration({
    router,
    queryClient: context.queryClient,
    // the provider is `Wrap`'s (persisted in the browser)
    wrapQueryClient: false,
    dehydrateOptions: { shouldDehydrateQuery: defaultShouldDehydrateQuery },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
