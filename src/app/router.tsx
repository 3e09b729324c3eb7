import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../../generated/routeTree.gen';
import { pendingWithoutSuspense } from './pending-without-suspense';
import { RouteErrorScreen, RoutePending } from './route-error';
import type { RouterContext } from './router-context';
import { createScrollRestoration } from '../platform/scroll-restoration';

export function createAppRouter(context: RouterContext) {
  // going back restores where the shopper left a screen, even one left before the next had rendered
  const scroll = createScrollRestoration();
  const router = createRouter({
    routeTree,
    context,
    // SPEC.md §2: routes are case-sensitive, `/Best` is not `/best`
    caseSensitive: true,
    scrollRestoration: true,
    getScrollRestorationKey: scroll.getKey,
    defaultPreload: 'intent',
    // loaders only ensure TanStack Query data, which has its own freshness
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // a page's failure renders inside the app shell (offline banner, dialogs, bottom bar), not over it
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingMs: 300,
  });
  scroll.follow(router);
  // a route's own pending screen, split into its lazy chunk, must not suspend (pending-without-suspense.tsx)
  for (const route of Object.values(router.routesById)) {
    const pending = route.options.pendingComponent;
    if (pending) route.options.pendingComponent = pendingWithoutSuspense(pending);
  }
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
