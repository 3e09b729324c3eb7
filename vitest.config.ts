import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
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

/**
 * The app's tests that replace a module (`vi.mock`) or import modules afresh (`vi.resetModules`):
 * without isolation the replacement, or the second copy of a module, would stay in the worker for
 * its next file, so they run isolated (found by reading the files, so a new one needs no list).
 */
const APP_TEST_DIRS = ['src', 'machines', 'contract'];
const APP_TESTS = APP_TEST_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
const MOCKING_APP_TESTS = APP_TESTS.filter((file) => /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(/.test(readFileSync(file, 'utf8')));

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
          // The app's own tests (screens, machines, the contract's schemas) share each worker's module
          // cache: every file still gets its own environment (jsdom or node), its globals and spies
          // reset, but React, the router, XState and the app's modules are imported once per worker
          // instead of once per file (136 → 88 s on 2 cores, docs/decisions.md "Test time"). None of
          // them may leave state in a module for the next file (checked in shuffled orders when this
          // was set).
          name: 'app',
          include: APP_TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, ...MOCKING_APP_TESTS],
          isolate: false,
          maxWorkers: Math.max(2, availableParallelism()),
        },
      },
      {
        extends: true,
        test: {
          // The server's tests, the project's own checks and the app's tests that replace a module start
          // each file afresh: the server's modules hold state (its routes, caches, limits) that one
          // file's server would hand to the next.
          name: 'isolated',
          include: ['server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', ...MOCKING_APP_TESTS],
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
