import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the page renderer tells TanStack Router about the build (its `ServerManifest`, written here
 * by shape: the server imports nothing of the app): for the root route, the stylesheet and the
 * loader of the code (`loaderScript`: after the first paint, the entry with its chunks preloaded);
 * for every route, an inline list of the chunks of its code-split component and loader, which the
 * loader preloads with the entry's (`<link rel="modulepreload">`, so they come with the entry instead
 * of after it). The router renders these tags in the server's HTML and again, the same, when the
 * browser hydrates (the manifest travels with the dehydrated data).
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

/** The global the routes' chunk lists gather in before the loader reads them (see `routerManifestFromVite`). */
const CHUNKS_GLOBAL = '__marketChunks';

/** An inline script that adds the route's chunks to the list the loader preloads. */
function chunkListScript(files: readonly string[]): ManifestScriptTag {
  return { attrs: {}, children: `(self.${CHUNKS_GLOBAL}=self.${CHUNKS_GLOBAL}||[]).push(${files.map((file) => JSON.stringify(file)).join(',')})` };
}

/**
 * The loader of the page's code: once the first screen has been painted (the frame after the parser
 * reached the body's end), it preloads the entry's and the matched routes' chunks and adds the entry
 * script. Until then the server's HTML, its stylesheet and its largest picture have the network to
 * themselves: the picture a shopper waits for is not queued behind 150 KB of code that only hydrates
 * a page already drawn (docs/decisions.md "Issue 24: the code after the first paint").
 */
export function loaderScript(entry: string, entryChunks: readonly string[]): ManifestScriptTag {
  const list = JSON.stringify(entryChunks);
  return {
    attrs: {},
    children:
      `(()=>{const d=document,go=()=>{for(const h of new Set([...${list},...(self.${CHUNKS_GLOBAL}||[])])){const l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)}` +
      `const s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};d.body.append(s)};` +
      `requestAnimationFrame(()=>setTimeout(go,0))})()`,
  };
}

/** The router manifest of a production build (see the module's comment). */
export function routerManifestFromVite(vite: ViteManifest): RouterManifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`Vite's manifest has no ${CLIENT_ENTRY}: build the app with \`npm run build\`.`);
  const entryFiles = new Set(staticClosure(vite, CLIENT_ENTRY));
  const chunks: Record<string, string[]> = {};
  for (const key of Object.keys(vite)) {
    const match = SPLIT_CHUNK.exec(key);
    if (!match?.[1]) continue;
    const id = routeIdOf(`${ROUTES_DIR}${match[1]}.tsx`);
    const files = staticClosure(vite, key).filter((file) => !entryFiles.has(file));
    const route = (chunks[id] ??= []);
    for (const file of files) if (!route.includes(publicPath(file))) route.push(publicPath(file));
  }
  const routes: Record<string, RouteAssets> = Object.fromEntries(
    Object.entries(chunks).map(([id, files]) => [id, files.length > 0 ? { scripts: [chunkListScript(files)] } : {}]),
  );
  return {
    routes: {
      ...routes,
      [ROOT_ROUTE_ID]: {
        css: [...new Set(cssClosure(vite, CLIENT_ENTRY))].map(publicPath),
        // the root's scripts come first in the body; the loader's work waits for the first paint, by
        // which time the matched routes' lists (after it) have run
        scripts: [loaderScript(publicPath(entry.file), [...entryFiles].map(publicPath))],
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
