import { QueryClientProvider } from '@tanstack/react-query';
import type { Manifest } from '@tanstack/react-router';
import {
  createRequestHandler,
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { configureTransport } from './api/client';
import { env } from './config/env';
import { createQueryClient } from './api/query-client';
import { createAppRouter } from './app/router';
import { createServerActors } from './app/server-actors';
import { myPageQueryOptions } from './api/mypage';
import { setServerMemberSource, type ServerMember } from './platform/server-member';

/**
 * The server's entry (DESIGN.md "Server rendering"), loaded by the reference server
 * (server/render/) from the SSR build, or through Vite in development: the same route tree and
 * components as the browser's, rendered to a stream by TanStack Router's SSR, with the routes'
 * loader data and the query cache dehydrated into the page. Each request gets its own query client
 * and router; the machines are there unstarted, as a visitor's page begins (src/app/server-actors.ts).
 * Nothing here reads a cookie, a token or storage: no member's data can enter a visitor's HTML, which
 * is why the server may cache it. The one member's page is my page, rendered for the access token
 * the server read from the member's cookie and handed in as `member` (issue 24 §4): never cached.
 */

export interface RenderRequest {
  /** the page's address, on the site's public origin */
  readonly request: Request;
  readonly siteOrigin: string;
  /** the scripts and styles of the build (the root route's), see server/render/manifest.ts */
  readonly manifest: Manifest;
  /**
   * my page's member, from their access cookie: the page is rendered with their data when their
   * my-page call answers, and as a visitor's (the shell and its loading state) when it does not
   */
  readonly member?: ServerMember;
}

/** The member of the render under way (src/platform/server-member.ts): one scope per member render. */
const memberScope = new AsyncLocalStorage<ServerMember>();
setServerMemberSource(() => memberScope.getStore() ?? null);

/** The answer of a member's render whose my-page call failed (a token expired, revoked): not sent. */
const NOT_FOR_MEMBER = 'x-render-not-for-member';

/** An address the in-process calls are made to: only its path reaches the reference server's API. */
const IN_PROCESS_ORIGIN = 'http://api.internal';

/**
 * Where the API calls of the render go: a build made for a backend of its own (VITE_API_BASE_URL)
 * calls it over the network, as the browser does; otherwise the reference server's own API, handed
 * in as `inProcess`, answers without a network hop.
 */
export function configureApi({ inProcess }: { inProcess?: (request: Request) => Promise<Response> }): void {
  if (env.VITE_API_BASE_URL !== '' || inProcess === undefined) return;
  configureTransport({ baseUrl: IN_PROCESS_ORIGIN, fetch: (input, init) => inProcess(new Request(input, init)) });
}

/**
 * The third-party keys the server runs with (its environment's VITE_KAKAO_JS_KEY, VITE_KAKAO_SDK_URL,
 * VITE_KAKAO_SDK_INTEGRITY, VITE_GA_ID), given once before the first render: the pages draw with
 * them and carry them to the browser in their head (src/config/env.ts).
 */
export { configureRuntimeKeys as configureKeys } from './config/env';

/**
 * TanStack Router's stream of the page, started once React has every part of it ready (what the
 * router's own handler does for crawlers): the parts that suspend (a lazy block, a lazy screen) are
 * in the HTML in their place, not streamed later behind their fallbacks and moved by script. So the
 * page reads without JavaScript (issue 24 §6), nothing flashes from a fallback to its content, and
 * the server can keep the whole page for the next visitor (server/render/pages.ts). The data the
 * page needs is the server's own (or its backend's), a few milliseconds away.
 */
const renderWholePage = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  const stream = await renderToReadableStream(<RouterServer router={router} />, {
    signal: request.signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error: unknown) => {
      if (!request.signal.aborted) console.error('[ssr]', error);
    },
  });
  await stream.allReady;
  const body = transformReadableStreamWithRouter(router, stream, { rendererSafePoint: 'script-close', signal: request.signal });
  return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }));
});

export async function render({ request, siteOrigin, manifest, member }: RenderRequest): Promise<Response> {
  if (member) {
    const personal = await memberScope.run(member, () => renderPage(request, siteOrigin, manifest, true)).catch((error: unknown) => {
      console.error('[ssr] member page', error);
      return undefined;
    });
    if (personal && !personal.headers.has(NOT_FOR_MEMBER)) return personal;
    await personal?.body?.cancel();
  }
  return renderPage(request, siteOrigin, manifest, false);
}

function renderPage(request: Request, siteOrigin: string, manifest: Manifest, forMember: boolean): Promise<Response> {
  const queryClient = createQueryClient();
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => manifest,
    createRouter: () =>
      createAppRouter(
        { queryClient, siteOrigin, ...createServerActors(siteOrigin) },
        {
          Wrap: function ServerQueryProvider({ children }: { children: ReactNode }) {
            return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
          },
        },
      ),
  });
  return handler((context) => {
    // a member's page is theirs only once their own call answered: else the visitor's page is sent
    // and the browser, which holds the tokens, takes it from there
    if (forMember && queryClient.getQueryState(myPageQueryOptions().queryKey)?.status !== 'success') {
      return Promise.resolve(new Response(null, { status: 204, headers: { [NOT_FOR_MEMBER]: '1' } }));
    }
    // A call that failed here (a fault, a timeout) is not in the page's data, which carries answers
    // only: the browser makes it again. Its screen is drawn as still loading, as the browser's
    // first render will draw it, not with the error (which the browser may never meet).
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    return renderWholePage(context);
  });
}
