import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: {
    alias: [{ find: 'styled-system', replacement: new URL('./styled-system', import.meta.url).pathname }],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
