import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { renderToReadableStream } from 'react-dom/server';
import { openTestDatabase } from '../../../server/test-database';
import { testApp } from '../../../server/test-app';
import { configureTransport } from '../../../src/api/client';
import { createQueryClient } from '../../../src/api/query-client';
import type { RouterContext } from '../../../src/app/router-context';
import { createServerActors } from '../../../src/app/server-actors';

/**
 * For the tests of the screens' loaders (`load…` in src/features/<feature>/<screen>-data.ts): the
 * reference server's API on a seeded in-memory database, called in process, and a screen drawn to
 * HTML the way the server draws a page (React's stream, every Suspense boundary awaited), from the
 * query cache its loader filled.
 *
 * What it checks is what the server's page needs: a screen that reads a query its loader did not
 * ensure (another key, a default the loader did not apply) creates that query while it renders,
 * pending, and the server's HTML shows its skeleton. So a loader is right for its screen when
 * drawing adds no query to the cache, none is left pending, and no call is made.
 */

export const SITE = 'https://market.test';

export interface SeededApi {
  /** the API calls made since the last `reset()`, as `GET /api/...?query` */
  readonly calls: string[];
  reset(): void;
  close(): Promise<void>;
}

/** The reference server on a fresh seeded database; the app's client calls it (no network). */
export async function seededApi(): Promise<SeededApi> {
  const database = await openTestDatabase();
  const { app } = testApp(database.db);
  const calls: string[] = [];
  configureTransport({
    baseUrl: 'http://api.test',
    fetch: (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return Promise.resolve(app.request(request));
    },
  });
  return {
    calls,
    reset: () => void calls.splice(0),
    close: () => database.close(),
  };
}

/** `seededApi()` for a whole test file: opened before its tests, closed after; `api()` gives it. */
export function withSeededApi(): () => SeededApi {
  let api: SeededApi | undefined;
  beforeAll(async () => {
    api = await seededApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('the seeded API is opened in beforeAll');
    return api;
  };
}

/** The hashes of the queries in the cache, and the ones not answered. */
export function cacheState(queryClient: QueryClient): { keys: string[]; unanswered: string[] } {
  const queries = queryClient.getQueryCache().getAll();
  return {
    keys: queries.map((query) => query.queryHash).sort(),
    unanswered: queries.filter((query) => query.state.status !== 'success').map((query) => query.queryHash),
  };
}

/** Draws `screen` (in a router at `url`, as the app's pages are) to the HTML the server would send. */
export async function drawScreen(queryClient: QueryClient, screen: () => ReactNode, url = '/'): Promise<string> {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: screen });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, siteOrigin: SITE, ...createServerActors(SITE) },
  });
  await router.load();
  const stream = await renderToReadableStream(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

export interface LoadedScreen {
  /** the page's HTML */
  readonly html: string;
  /** the queries the loader left in the cache */
  readonly loaded: string[];
  /** the queries in the cache once the screen is drawn */
  readonly drawn: string[];
  /** queries not answered after drawing */
  readonly unanswered: string[];
  /** calls the drawing made (none, when the loader fetched everything) */
  readonly callsWhileDrawing: string[];
  readonly queryClient: QueryClient;
}

/** Runs `load` on a fresh query client, then draws `screen` from what it loaded. */
export async function loadAndDraw(api: SeededApi, load: (queryClient: QueryClient) => Promise<unknown>, screen: () => ReactNode, url = '/'): Promise<LoadedScreen> {
  const queryClient = createQueryClient();
  await load(queryClient);
  const loaded = cacheState(queryClient).keys;
  api.reset();
  const html = await drawScreen(queryClient, screen, url);
  const after = cacheState(queryClient);
  return { html, loaded, drawn: after.keys, unanswered: after.unanswered, callsWhileDrawing: [...api.calls], queryClient };
}

export { textOf } from './html-text';
