import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './scripts/preact-aliases.ts';
import { writeBuildStamp } from './scripts/build-stamp';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { staticCssPlugin } from './scripts/static-css.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const apiPort = Number(process.env.API_PORT ?? 4174);

/** After a production build: `<outDir>/.build-stamp`, so `npm start` knows the build is current (scripts/start.ts). */
function buildStampPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'market:build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeBuildStamp(process.cwd(), outDir);
    },
  };
}

export default defineConfig({
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
    compileHintsPlugin(),
    buildStampPlugin(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: [{ find: 'styled-system', replacement: new URL('./styled-system', import.meta.url).pathname }, ...preactAliases],
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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
        // TanStack Router reads React 19's `use` when there is one and throws the promise otherwise
        // (preact/compat has no `use`: preact-aliases.ts)
        if (log.code === 'IMPORT_IS_UNDEFINED' && /@tanstack[\\/]react-router/.test(log.id ?? log.message)) return;
        handler(level, log);
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      // `npm run dev`: the reference server runs on API_PORT, Vite proxies /api and the dev stand-ins
      '/api': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
      '/images': `http://127.0.0.1:${apiPort}`,
    },
  },
});
