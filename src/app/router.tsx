import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../../generated/routeTree.gen';
import { RouteErrorScreen, RoutePending } from './route-error';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // SPEC.md §2: routes are case-sensitive, `/Best` is not `/best`
    caseSensitive: true,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // loaders only ensure TanStack Query data, which has its own freshness
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // a page's failure renders inside the app shell (offline banner, dialogs, bottom bar), not over it
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingMs: 300,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
