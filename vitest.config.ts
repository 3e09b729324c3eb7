import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * tests/unit/lint-layering.test.ts writes probe files into machines/, src/ and server/ for ESLint's
 * import rules (they need a real file): a test running beside it that reads the sources (the build
 * stamps in start-launcher and server-bundle, anything that scans src/) would see them. It runs on
 * its own, after all the others (`sequence.groupOrder`).
 */
const SOURCE_PROBES = ['tests/unit/lint-layering.test.ts'];
// (each project has its own `include`: a list in the shared part would be joined to the project's)

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: {
    alias: [{ find: 'styled-system', replacement: new URL('./styled-system', import.meta.url).pathname }],
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // one prepared PGlite database per run, copied by every server test (server/test-database.ts)
    globalSetup: ['tests/unit/pglite-templates.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...SOURCE_PROBES],
          // Vitest's default is one worker per core less one: on CI's 2 cores a single worker, and the
          // files ran one after another, nothing running while one waited on real time or a child
          // process. The files are independent (temporary folders, free ports, a PostgreSQL schema of
          // their own), so at least two at a time (docs/decisions.md "Test time").
          maxWorkers: Math.max(2, availableParallelism()),
        },
      },
      {
        extends: true,
        test: { name: 'source-probes', include: SOURCE_PROBES, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
