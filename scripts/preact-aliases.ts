import type { Alias } from 'vite';

/**
 * React → preact/compat, for the build, the dev server and Vitest (so unit tests run what ships).
 * Exact matches only: `react` must not swallow `react-dom` or `react-query`. The types stay
 * @types/react; preact/compat implements React 18.3's API (no `use`, `useActionState`,
 * `useOptimistic`, `act`, document-metadata hoisting): src/ must not rely on React 19-only APIs.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
