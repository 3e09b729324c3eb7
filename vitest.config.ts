import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases.ts';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: {
    alias: [
      { find: 'styled-system', replacement: new URL('./styled-system', import.meta.url).pathname },
      ...preactAliases,
      // its `main` is CommonJS, whose require('react-dom') Node would answer with React: the ES build
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      // its `import` condition is a CommonJS wrapper too: the ES build (`module`)
      { find: /^@xstate\/react$/, replacement: new URL('./node_modules/@xstate/react/dist/xstate-react.esm.js', import.meta.url).pathname },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // The libraries that import react run through Vite too, so that they get preact/compat like the
    // build (preact-aliases.ts) instead of Node loading react from node_modules.
    server: {
      deps: {
        inline: [/[\\/]node_modules[\\/](\.vite[\\/]vitest|@testing-library[\\/]react|@tanstack[\\/]react-|@ark-ui[\\/]react|@zag-js[\\/]react|@xstate[\\/]react|lottie-react)/],
      },
    },
    // use-sync-external-store is CommonJS only: bundled (with the aliases) instead of required by Node
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['use-sync-external-store/shim', 'use-sync-external-store/shim/with-selector', 'preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/compat/jsx-runtime', 'preact/test-utils'],
        },
      },
    },
  },
});
