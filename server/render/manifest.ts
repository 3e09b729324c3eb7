import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the page renderer tells TanStack Router about the build (its `ServerManifest`, written here
 * by shape: the server imports nothing of the app): for the root route, the stylesheet, the entry
 * script and the entry's chunks to preload; for every route, the chunks of its code-split component
 * and loader (`<link rel="modulepreload">` in the page's head, so the browser fetches them with the
 * entry instead of after it). The router renders these tags in the server's HTML and again, the
 * same, when the browser hydrates (the manifest travels with the dehydrated data).
 */

export interface ManifestScriptTag {
  readonly attrs: Readonly<Record<string, string | boolean>>;
  readonly children?: string;
}

export interface RouteAssets {
  readonly preloads?: readonly string[];
  readonly css?: readonly string[];
  readonly scripts?: readonly ManifestScriptTag[];
}

export interface RouterManifest {
  readonly routes: Readonly<Record<string, RouteAssets>>;
}

/** One entry of Vite's `.vite/manifest.json`. */
export interface ViteChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ViteChunk>>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';
const ROOT_ROUTE_ID = '__root__';
const ROUTES_DIR = 'src/routes/';
/** `src/routes/deal/$id.tsx?tsr-split=component---loader` → the file and the split */
const SPLIT_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=/;

export function readViteManifest(clientDir: string): ViteManifest | undefined {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
}

/**
 * A route file's route id, as TanStack Router's file-based routing names it: folders and `.` are
 * path separators (outside `{…}`), `index` is the folder's own page (a trailing slash), `__root` is
 * the root. `deal/$id` → `/deal/$id`, `_auth/my-page/index` → `/_auth/my-page/`,
 * `category/detail.{-$secondCode}.{-$thirdCode}` → `/category/detail/{-$secondCode}/{-$thirdCode}`.
 * tests/unit/route-manifest.test.ts checks every route file against the generated route tree.
 */
export function routeIdOf(routeFile: string): string {
  const path = routeFile.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '');
  if (path === '__root') return ROOT_ROUTE_ID;
  const segments = path.split('/').flatMap((part) => part.split(/\.(?![^{]*\})/));
  if (segments.at(-1) === 'index') segments[segments.length - 1] = '';
  return `/${segments.join('/')}`;
}

/** The chunk files `key` loads before it runs (its static imports, recursively), itself first. */
function staticClosure(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = vite[key];
  if (!chunk) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(vite, imported, seen))];
}

function cssClosure(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = vite[key];
  if (!chunk) return [];
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => cssClosure(vite, imported, seen))];
}

const publicPath = (file: string) => `/${file}`;

/** The router manifest of a production build (see the module's comment). */
export function routerManifestFromVite(vite: ViteManifest): RouterManifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`Vite's manifest has no ${CLIENT_ENTRY}: build the app with \`npm run build\`.`);
  const entryFiles = new Set(staticClosure(vite, CLIENT_ENTRY));
  const routes: Record<string, { preloads: string[] }> = {};
  for (const key of Object.keys(vite)) {
    const match = SPLIT_CHUNK.exec(key);
    if (!match?.[1]) continue;
    const id = routeIdOf(`${ROUTES_DIR}${match[1]}.tsx`);
    const files = staticClosure(vite, key).filter((file) => !entryFiles.has(file));
    const route = (routes[id] ??= { preloads: [] });
    for (const file of files) if (!route.preloads.includes(publicPath(file))) route.preloads.push(publicPath(file));
  }
  return {
    routes: {
      ...routes,
      [ROOT_ROUTE_ID]: {
        css: [...new Set(cssClosure(vite, CLIENT_ENTRY))].map(publicPath),
        // the entry too: its download starts with the head, not when the parser reaches the body's end
        preloads: [...entryFiles].map(publicPath),
        scripts: [{ attrs: { type: 'module', src: publicPath(entry.file) } }],
      },
    },
  };
}

/**
 * The manifest in development (`npm run dev`, server/render/vite-dev.ts): Vite's client, React
 * Refresh's preamble (inline, allowed by its hash like the page's other inline scripts) and the entry from the sources; the
 * stylesheet as a file, so the server's HTML is styled before any script runs.
 */
export function devRouterManifest(reactRefreshPreamble: string): RouterManifest {
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        css: ['/src/index.css'],
        scripts: [
          { attrs: { type: 'module' }, children: reactRefreshPreamble },
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
        ],
      },
    },
  };
}
