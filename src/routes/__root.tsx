import { createRootRouteWithContext, HeadContent, redirect, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { maintenanceRedirect } from '../../machines/maintenance/maintenance.selectors';
import { AppShell } from '../app/app-shell';
import { NotFoundRedirect, RouteErrorScreen } from '../app/route-error';
import type { RouterContext } from '../app/router-context';
import { siteHead } from './-lib/head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC.md §4 Maintenance: every route goes to /maintenance while it lasts (the machine decides;
  // it runs in the browser only)
  beforeLoad: ({ context, location, preload }) => {
    if (preload || import.meta.env.SSR) return;
    context.maintenance.send({ type: 'maintenance.navigated', path: location.href });
    const to = maintenanceRedirect(context.maintenance.getSnapshot(), location.href);
    if (to !== null && to !== location.href) throw redirect({ href: to, replace: true });
  },
  // the instant the page is drawn at: the server's, which the browser hydrates with (src/ui/clock.ts)
  loader: () => ({ renderedAt: Date.now() }),
  head: siteHead,
  shellComponent: RootDocument,
  component: AppShell,
  notFoundComponent: NotFoundRedirect,
  errorComponent: RouteErrorScreen,
});

/** The whole document, rendered by the server and hydrated by the browser (DESIGN.md "Server rendering"). */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <head>
        <HeadContent />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}
