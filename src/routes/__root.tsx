import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { maintenanceRedirect } from '../../machines/maintenance/maintenance.selectors';
import { AppShell } from '../app/app-shell';
import { NotFoundRedirect, RouteErrorScreen } from '../app/route-error';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC.md §4 Maintenance: every route goes to /maintenance while it lasts (the machine decides)
  beforeLoad: ({ context, location, preload }) => {
    if (preload) return;
    context.maintenance.send({ type: 'maintenance.navigated', path: location.href });
    const to = maintenanceRedirect(context.maintenance.getSnapshot(), location.href);
    if (to !== null && to !== location.href) throw redirect({ href: to, replace: true });
  },
  component: AppShell,
  notFoundComponent: NotFoundRedirect,
  errorComponent: RouteErrorScreen,
});
