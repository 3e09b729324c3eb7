import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { writeBuildStamp } from './scripts/build-stamp.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { oneEntryFilePlugin } from './scripts/one-entry-file.ts';
import { onlineImportPlugin } from './scripts/online-import.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { staticCssPlugin } from './scripts/static-css.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Where a build goes (DIST_DIR, default dist): the browser's files in `<dist>/client`, served as they
 * are; the server's entry in `<dist>/server`, which the reference server renders the pages with
 * (server/render/). `vite build` makes the first, `vite build --ssr` the second (`npm run build` both).
 */
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

/**
 * After the server's build, the second of `npm run build`: `<dist>/.build-stamp`, so `npm start`
 * knows the build is current (scripts/start.ts).
 */
function buildStampPlugin(): Plugin {
  return {
    name: 'market:build-stamp',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild === true,
    closeBundle() {
      writeBuildStamp(process.cwd(), distDir);
    },
  };
}

/** The server's entry: Node loads it with the app's dependencies from node_modules. */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: `${distDir}/server`,
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'node20',
  rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: '[name].js' } },
};

/** The browser's files, with Vite's manifest (which the server reads for the entry and its chunks). */
const clientBuild: BuildEnvironmentOptions = {
  outDir: `${distDir}/client`,
  emptyOutDir: true,
  manifest: true,
  target: 'es2022',
  sourcemap: false,
  chunkSizeWarningLimit: 600,
  modulePreload: {
    // A dynamic import preloads the chunks its chunk imports, not the chunk itself (the import fetches
    // it at that moment anyway) nor `index` (every page has run it before it imports anything; Rolldown's
    // runtime, which scripts/one-entry-file.ts folds into `index`, is still named by its own file here):
    // each import names only its real extra files, and `index` drops a list of ~100 file names it never
    // needed, 1.5 KiB gzip (docs/decisions.md "2026-12-07 (twenty-fourth session): no import while offline")
    resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !/^assets\/(index|rolldown-runtime)-[^/]*\.js$/.test(dep)),
  },
  rolldownOptions: {
    input: 'src/entry-client.tsx',
    // required by experimentalInlineCommonChunks below: the entry's exports are nobody's API
    preserveEntrySignatures: false,
    output: {
      codeSplitting: {
        // Every file a page loads costs the phone's main thread about 3 ms on its own (12 ms in
        // Lighthouse's 4× figures), whatever its size: the response's handling, not its bytes. The
        // lazy routes shared ~130 automatic chunks of under 1 KB (a schema, a query's options), so
        // home loaded 20 scripts. Shared code under 12 KB of source is now copied into each chunk that
        // uses it instead (Rolldown's shared runtime still runs one copy: one module state): home loads
        // 4 scripts (docs/decisions.md "Fewer files per page"). 48 KB: the community's tabs share
        // their screen (src/features/community/community-main-screen.tsx and what it imports), which
        // was a file of its own on every tab; a tab switch now brings that code again inside the tab's
        // chunk (11 KB gzip) instead of one more request on every first load of a tab. Rolldown runs the
        // modules in their import order for this (strictExecutionOrder), as ES modules must.
        experimentalInlineCommonChunks: { maxSize: 48 * 1024 },
        groups: [
          // Everything the entry imports statically is loaded before the first paint anyway: one
          // chunk, not ~20 small shared ones (docs/decisions.md, "First-screen budget").
          { name: 'index', tags: ['$initial'], priority: 3 },
        ],
      },
    },
    onLog(level, log, handler) {
      // lottie-web (loaded lazily for the throbber) uses eval for expressions we never ship
      if (log.code === 'EVAL' && /lottie-web/.test(log.id ?? log.message)) return;
      handler(level, log);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // must come before react(): it generates generated/routeTree.gen.ts and splits route components
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './generated/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    // no chunk is fetched while the browser is offline: a failed one is not remembered (scripts/online-import.ts)
    !isSsrBuild && onlineImportPlugin(),
    // class names computed at build time for literal css({...}) calls (scripts/static-css.ts)
    staticCssPlugin(),
    // V8 compiles the chunks' functions while they download, not on first call (scripts/compile-hints.ts)
    !isSsrBuild && compileHintsPlugin(),
    // one script file on every page before its route's: the entry's facade and Rolldown's runtime
    // folded into the `index` chunk (scripts/one-entry-file.ts)
    oneEntryFilePlugin(),
    // brotli and gzip copies of the browser's files, which the server sends as they are (scripts/precompress.ts)
    precompressPlugin(),
    buildStampPlugin(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: [{ find: 'styled-system', replacement: new URL('./styled-system', import.meta.url).pathname }],
  },
  build: isSsrBuild ? ssrBuild : clientBuild,
  server: {
    host: '127.0.0.1',
  },
}));

