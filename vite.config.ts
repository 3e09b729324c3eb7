import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { writeBuildStamp } from './scripts/build-stamp.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
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
  rolldownOptions: {
      input: 'src/entry-client.tsx',
      output: {
        // Everything the entry imports statically is loaded before the first paint anyway: keep it
        // in one chunk instead of ~20 small shared ones. One file compresses better than twenty
        // (shared dictionary), the preload lists of the lazy routes get shorter, and the phone makes
        // 3 requests for the home screen instead of 24 (docs/decisions.md, "First-screen budget").
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            // Pieces that the lists of products share, each set in one file instead of 2–3 files of
            // 0.2–2 KiB (issue 14): the card and its grid; a deal's countdown and stock; a price and a
            // heart with its calls (also on deals and store cards); TanStack Query's infinite queries.
            // Home: 181.8 → 180.8 KiB, 20 → 16 files; the deal, best and category pages 0.5–0.6 KiB
            // and 3 files less; no page measured grew by more than 0.3 KiB (docs/decisions.md
            // "Performance, measured (issue 14)"). Coarser groups saved more on home but made pages
            // that use one piece download all of them.
            { name: 'product-cards', test: /[\\/]src[\\/]ui[\\/]product[\\/](product-card|product-grid)\.tsx$/ },
            { name: 'deal-meter', test: /[\\/]src[\\/]ui[\\/]product[\\/](countdown|stock-meter)\.tsx$/ },
            { name: 'price-heart', test: /[\\/]src[\\/](ui[\\/](price|product[\\/](price-tag|like-button))|api[\\/](heart|likes))\.tsx?$/, priority: 1 },
            { name: 'infinite-query', test: /[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/ },
            // A group takes in its modules' dependencies: the picture and the skeleton, which many
            // screens draw without product cards, keep their own files instead of joining the card's.
            { name: 'image', test: /[\\/]src[\\/]ui[\\/]image\.tsx$/, priority: 2 },
            { name: 'skeleton', test: /[\\/]src[\\/]ui[\\/]skeleton\.tsx$/, priority: 2 },
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
    // class names computed at build time for literal css({...}) calls (scripts/static-css.ts)
    staticCssPlugin(),
    // V8 compiles the chunks' functions while they download, not on first call (scripts/compile-hints.ts)
    !isSsrBuild && compileHintsPlugin(),
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

