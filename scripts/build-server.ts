/**
 * The server bundled ahead of time (issue 14, start-up). `npm start` used to run server/main.ts through
 * tsx: tsx transpiled ~150 server files and every one of the ~400 modules of hono, drizzle, valibot,
 * jose and postgres went through tsx's module hooks, ~1 s before the first line of the server ran.
 * Now server/main.ts and everything it imports are bundled by esbuild (the one tsx itself runs on) into
 * one ESM file, `<bundleDir>/main.mjs`, rebuilt only when its inputs change (scripts/build-stamp.ts
 * `serverStamp`); `npm start` imports that file (scripts/start.mjs when it is current, without tsx;
 * scripts/start.ts after making it).
 *
 * - Bundled: our sources and the pure-JS dependencies. Left outside: PGlite, which finds its WASM and
 *   data files next to its own module (measured in docs/decisions.md "Performance, measured").
 * - `import.meta.url` in server/ means "this source file" (the migrations folder, package.json): each
 *   one is rewritten to the source file's place relative to the bundle, so the bundle reads the same
 *   files as the sources do, from the working tree.
 * - The bundle goes to node_modules/.cache/market-server by default (SERVER_BUNDLE_DIR elsewhere, but
 *   inside the project: PGlite is found from the bundle's folder), ignored by git, never served (the
 *   SPA's dist/ is public).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { defaultBundleDir, isServerBundleCurrent, SERVER_ENTRY, SERVER_STAMP_FILE, serverStamp } from './freshness.mjs';

export { defaultBundleDir, SERVER_ENTRY };
/**
 * dependencies that must stay files of their own: PGlite loads assets relative to itself;
 * hono-openapi finds its schema converters with import() (@standard-community/standard-json), which
 * would make tsx rewrite the whole bundle at every start (issue 26, /api/openapi.json)
 */
export const SERVER_EXTERNALS: readonly string[] = ['@electric-sql/pglite', 'hono-openapi'];

export interface ServerBundle {
  /** the bundle's path */
  readonly file: string;
  /** whether it was (re)built just now */
  readonly built: boolean;
}

/** Bundles server/main.ts into `<bundleDir>/main.mjs` and stamps it. */
export async function bundleServer(root: string, bundleDir: string = defaultBundleDir(root)): Promise<string> {
  // loaded only when a bundle is made: a current bundle starts without esbuild
  const { build } = await import('esbuild');
  const stamp = serverStamp(root);
  const out = join(bundleDir, SERVER_ENTRY);
  const serverDir = join(root, 'server') + sep;
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: out,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...SERVER_EXTERNALS],
    // bundled CommonJS dependencies may call require(): give the ESM file one
    banner: { js: "import { createRequire as __marketCreateRequire } from 'node:module';\nconst require = __marketCreateRequire(import.meta.url);" },
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [
      {
        name: 'market:source-import-meta-url',
        setup(builder) {
          builder.onLoad({ filter: /\.ts$/ }, (args) => {
            if (!args.path.startsWith(serverDir)) return undefined;
            const source = readFileSync(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
            const fromBundle = relative(bundleDir, args.path).split(sep).join('/');
            return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
          });
        },
      },
    ],
  });
  mkdirSync(bundleDir, { recursive: true });
  // written beside and renamed: a server starting meanwhile reads the old file or the new one, whole
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  writeAtomically(join(bundleDir, SERVER_STAMP_FILE), `${stamp}\n`);
  return out;
}

/** The current bundle, built first when it is missing or stale. */
export async function ensureServerBundle(root: string, bundleDir: string = defaultBundleDir(root)): Promise<ServerBundle> {
  if (isServerBundleCurrent(root, bundleDir, SERVER_ENTRY)) return { file: join(bundleDir, SERVER_ENTRY), built: false };
  return { file: await bundleServer(root, bundleDir), built: true };
}

function writeAtomically(path: string, contents: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

