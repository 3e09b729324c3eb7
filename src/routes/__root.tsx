import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell';
import { NotFoundRedirect, RouteErrorScreen } from '../app/route-error';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundRedirect,
  errorComponent: RouteErrorScreen,
});
