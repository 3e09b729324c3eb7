import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Awaits router work (a load, a navigation) outside act, then flushes what it rendered: Preact's act
 * holds renders and effects until its callback settles, and the router's work waits for the
 * provider's effects.
 */
export async function settled(work: Promise<unknown>): Promise<void> {
  await work;
  await act(async () => {});
}

/** What a test puts in the router context: e.g. an external-link actor that records what it is sent. */
export interface TestRouterContext {
  externalLink?: { send: (event: { type: 'externalLink.open'; url: string }) => void };
}

/** A stand-in of the external-link actor that records the links it is sent (src/ui/links/follow-link.ts). */
export function recordingExternalLink() {
  const opened: string[] = [];
  return { opened, send: (event: { type: 'externalLink.open'; url: string }) => void opened.push(event.url) };
}

/** Test helper: renders `shell` as the root layout of a small memory router that starts at `url`. */
export async function renderInRouter(
  shell: () => ReactNode,
  { url = '/', paths = ['/'], context = {} }: { url?: string; paths?: readonly string[]; context?: TestRouterContext } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {shell()}
        <Outlet />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren(
    paths.map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => null })),
  );
  const history: RouterHistory = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree, history, context });
  let unmount!: () => void;
  act(() => {
    ({ unmount } = render(<RouterProvider router={router} />));
  });
  await settled(router.load());
  return { router, history, unmount };
}
