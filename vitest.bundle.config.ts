import { defineConfig } from 'vitest/config';

/**
 * Runs after `npm run build`: serves dist/ (or DIST_DIR) with the reference server and loads home in
 * Chromium (tests/bundle/bundle-budget.test.ts).
 */
export default defineConfig({
  test: { include: ['tests/bundle/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 180_000 },
});
