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
  await act(async () => {
    ({ unmount } = render(<RouterProvider router={router} />));
    await router.load();
  });
  return { router, history, unmount };
}
