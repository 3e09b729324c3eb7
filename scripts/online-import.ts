import type { Plugin } from 'vite';

/**
 * Wraps every dynamic `import('…')` of the browser's own code (src/ and the generated route tree,
 * TanStack Router's split route components included) in `onlineImport(() => import('…'))`
 * (src/platform/online-import.ts): a module not loaded yet is not asked for while the browser says it
 * is offline, so a browser that remembers a module it could not fetch does not keep that failure once
 * the network is back.
 *
 * A normal plugin: it runs after TypeScript is stripped (`typeof import('…')` is gone) and after
 * TanStack Router split the routes, and before Vite's import analysis, which still finds the
 * `import('…')` inside the arrow, points it at the chunk and adds the chunk's preloads there (so they
 * wait too). Client build only: the server has no network to lose.
 */
const DYNAMIC_IMPORT = /(?<![\w$.])import\(\s*(['"])[^'"\n]+\1\s*\)/;

/** `code` with each `import('…')` of a string wrapped in `wrapper(() => import('…'))`; null when it has none */
export function wrapDynamicImports(code: string, wrapper: string): string | null {
  if (!DYNAMIC_IMPORT.test(code)) return null;
  return code.replace(new RegExp(DYNAMIC_IMPORT.source, 'g'), (whole) => `${wrapper}(() => ${whole})`);
}

export function onlineImportPlugin(): Plugin {
  let helper = '';
  return {
    name: 'online-import',
    apply: 'build',
    configResolved(config) {
      helper = `${config.root}/src/platform/online-import.ts`;
    },
    transform(code, id, options) {
      if (options?.ssr) return null;
      const file = id.split('?')[0] ?? id;
      if (file === helper || !/\/(src|generated)\//.test(file) || file.includes('/node_modules/')) return null;
      const wrapped = wrapDynamicImports(code, '__onlineImport');
      if (wrapped === null) return null;
      return { code: `import { onlineImport as __onlineImport } from ${JSON.stringify(helper)};\n${wrapped}`, map: null };
    },
  };
}
