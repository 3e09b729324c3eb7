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

/** Test helper: renders `shell` as the root layout of a small memory router that starts at `url`. */
export async function renderInRouter(
  shell: () => ReactNode,
  { url = '/', paths = ['/'] }: { url?: string; paths?: readonly string[] } = {},
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
  const router = createRouter({ routeTree, history });
  let unmount!: () => void;
  act(() => {
    ({ unmount } = render(<RouterProvider router={router} />));
  });
  await settled(router.load());
  return { router, history, unmount };
}
