import { defineConfig } from 'vitest/config';

/** Runs after `npm run build`: reads dist/.vite/manifest.json. */
export default defineConfig({
  test: { include: ['tests/bundle/**/*.test.ts'], environment: 'node' },
});
