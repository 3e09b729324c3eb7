import { defineConfig } from 'vitest/config';

/**
 * The multi-instance test (issue 27): three real servers on one PostgreSQL behind HAProxy. Run by
 * scripts/test-instances.sh, which starts PostgreSQL and installs HAProxy; part of `npm test -- postgres`.
 */
export default defineConfig({
  test: { include: ['tests/instances/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false },
});
