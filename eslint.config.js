// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Feature folders: none may import another's internals (DESIGN.md). */
const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();

/** the global `open()`, i.e. window.open: only src/platform/ opens windows (issue 25) */
const OPEN_GLOBAL = { name: 'open', message: 'Leave the app through the external-link flow (src/ui/links/follow-link.ts); other windows through src/platform/external.ts.' };

const reactImports = ['react', 'react-dom', 'react-dom/*', '@xstate/react', '@tanstack/*', '@ark-ui/*', 'lottie-react'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'styled-system/**', 'node_modules/**', 'generated/**', 'test-results/**', 'playwright-report/**', 'docs/**', '.data/**', 'bench/.build/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-undef': 'off',
      'import/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      'import/no-self-import': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // layers: routes → features → (api | ui | platform); machines are pure; app composes
            { target: './src/ui', from: ['./src/features', './src/app', './src/routes', './src/api'], message: 'src/ui is the design system: it must not depend on features, app, routes or api.' },
            // issue 26: the design system knows no flow; screens (features) and the app hand it what a machine decided
            { target: './src/ui', from: ['./machines'], message: 'src/ui is the design system: it never imports machines/ (screens in src/features pass it what a machine decided).' },
            { target: './src/platform', from: ['./src/features', './src/app', './src/routes', './src/ui', './src/api'], message: 'src/platform is the lowest layer.' },
            { target: './src/api', from: ['./src/features', './src/app', './src/routes', './src/ui'], message: 'src/api must not depend on screens or the app.' },
            { target: './src/features', from: ['./src/app', './src/routes'], message: 'features must not import the app or routes.' },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              // the community's own screens (community-write, -my, -search) share its post card
              except: [`./${name}`, ...(name.startsWith('community-') ? ['./community/post-card.tsx'] : [])],
              message: 'features never import each other: move the shared piece to src/ui or src/platform.',
            })),
          ],
        },
      ],
    },
  },
  {
    // One way out of the app (issue 25): links that leave go through the external-link statechart
    // (src/ui/links/follow-link.ts); only src/platform/ opens windows (src/platform/external.ts).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'open',
          message: 'Leave the app through the external-link flow (useFollowLink, src/ui/links/follow-link.ts); other windows through src/platform/external.ts.',
        })),
      ],
      'no-restricted-globals': ['error', OPEN_GLOBAL],
    },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'route files stay thin: fetch in src/api.' }, OPEN_GLOBAL],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: reactImports.filter((n) => !n.includes('*')).map((name) => ({ name, message: 'machines/ are pure TypeScript: no React.' })),
          patterns: [
            { group: ['@tanstack/*', '@ark-ui/*', 'react-dom/*'], message: 'machines/ never import UI or router code.' },
            { group: ['**/src/**', '../src/*', '../../src/*'], message: 'machines/ never import from src/: give implementations with .provide() in src/app/actors.ts.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'machines/ never fetch: name an actor and provide it.' }, OPEN_GLOBAL],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/machines/**', 'react', 'react-dom'], message: 'the server stands alone.' }] }],
    },
  },
  {
    // server/art draws pictures from plain values (issue 26): the routes that read rows and answer
    // live in their domains, the data in server/seed.
    files: ['server/art/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '**/machines/**', 'react', 'react-dom'], message: 'the server stands alone.' },
            { group: ['hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', '../*', '../../*', '!../draw'], message: 'server/art draws from plain values: no database, no HTTP, nothing of the server outside server/art.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
