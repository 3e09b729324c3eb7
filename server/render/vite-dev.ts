import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { PagesSource } from './app-pages';
import { devRouterManifest } from './manifest';
import type { RenderModule } from './pages';

/**
 * `npm run dev` (issue 24 §9): the reference server as `npm start` runs it, with Vite in front in
 * middleware mode. Vite answers its own requests (the client, the sources as modules, HMR on the same
 * port); everything else goes to the server, whose pages render through Vite from the sources
 * (`ssrLoadModule`, reloaded when a file changes). Fast Refresh updates a component in place and
 * keeps its state. Loaded only in development: `vite` is a development dependency, left out of the
 * server's bundle (scripts/build-server.ts).
 */

export const SERVER_ENTRY_SOURCE = '/src/entry-server.tsx';

export interface ViteDev {
  readonly vite: ViteDevServer;
  readonly pages: PagesSource;
  /** for `serve({ createServer })`: the HTTP server with Vite before the app */
  readonly createServer: typeof createHttpServer;
}

export async function startViteDev(): Promise<ViteDev> {
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  const preamble = react.preambleCode.replace('__BASE__', '/');
  return {
    vite,
    pages: {
      load: () => vite.ssrLoadModule(SERVER_ENTRY_SOURCE) as Promise<RenderModule>,
      manifest: () => devRouterManifest(preamble),
    },
    // @hono/node-server calls it as `createServer(serverOptions, listener)`
    createServer: ((_options: object, app: RequestListener) => {
      httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
        vite.middlewares(request, response, () => void app(request, response));
      });
      return httpServer;
    }) as typeof createHttpServer,
  };
}
