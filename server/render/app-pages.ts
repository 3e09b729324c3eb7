import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { readViteManifest, routerManifestFromVite, type RouterManifest } from './manifest';
import { createPageRenderer, type PageRenderer, type RenderModule } from './pages';

/** Where the pages' renderer and the build's manifest come from. */
export interface PagesSource {
  readonly load: () => Promise<RenderModule>;
  readonly manifest: () => RouterManifest;
}

/** The entry of the SSR build (`vite build --ssr`), beside the browser's files. */
export const SSR_ENTRY_FILE = join('server', 'entry-server.js');

class NotBuiltError extends Error {}

/**
 * The production build's renderer: `<DIST_DIR>/server/entry-server.js` and the browser build's
 * manifest, each read once (a rebuild needs a restart, as for the files).
 */
export function builtPages(distDir: string): PagesSource {
  let manifest: RouterManifest | undefined;
  let module: Promise<RenderModule> | undefined;
  return {
    load() {
      const file = join(distDir, SSR_ENTRY_FILE);
      if (!existsSync(file)) return Promise.reject(new NotBuiltError(file));
      module ??= import(pathToFileURL(file).href) as Promise<RenderModule>;
      return module;
    },
    manifest() {
      if (manifest) return manifest;
      const vite = readViteManifest(join(distDir, 'client'));
      if (!vite) throw new NotBuiltError(join(distDir, 'client'));
      manifest = routerManifestFromVite(vite);
      return manifest;
    },
  };
}

export interface AppPagesOptions {
  readonly config: Pick<ServerConfig, 'distDir' | 'publicOrigin' | 'pageCacheSeconds' | 'appKeys'>;
  readonly api: (request: Request) => Promise<Response>;
  readonly logError?: (error: unknown) => void;
  readonly source?: PagesSource;
}

/** The app's pages (server/render/pages.ts), with a Korean answer while nothing is built yet. */
export function appPages({ config, api, logError, source = builtPages(config.distDir) }: AppPagesOptions): PageRenderer {
  let built = false;
  const renderer = createPageRenderer({
    load: source.load,
    manifest: source.manifest,
    publicOrigin: config.publicOrigin,
    cacheMs: config.pageCacheSeconds * 1000,
    api,
    keys: config.appKeys,
    logError: (error) => (error instanceof NotBuiltError ? undefined : (logError ?? console.error)(error)),
  });
  return {
    clear: renderer.clear,
    async serve(c: Context) {
      if (!built) {
        try {
          await source.load();
          source.manifest();
          built = true;
        } catch (error) {
          if (!(error instanceof NotBuiltError)) throw error;
          return c.text(
            '앱 화면이 아직 빌드되지 않았어요. 먼저 `npm run build`를 실행해 주세요. (API는 /api 에서 동작하고 있어요.)',
            503,
            { 'Cache-Control': 'no-store' },
          );
        }
      }
      return renderer.serve(c);
    },
  };
}
