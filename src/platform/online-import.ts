import { isOnline } from './network';

/**
 * Every dynamic import of the browser's build goes through this (scripts/online-import.ts rewrites
 * `import('…')` into `onlineImport(() => import('…'))`). While the browser knows it is offline, a
 * module that has not been loaded yet is not asked for: the import fails at once, with the message
 * of a chunk that could not be fetched, and the app's error paths show the offline state and try
 * again once online (src/app/route-error.tsx, src/ui/hydrate-near.tsx). A module loaded before is
 * imported as usual: the browser has it, and it answers offline.
 *
 * Tried offline, an import would fail for good in a browser that remembers a module it could not
 * fetch (Chromium 150 does, as the HTML standard long said): once online the same import failed
 * again without asking the network, and only a reload of the page brought the code (docs/decisions.md
 * "2026-12-07 (twenty-fourth session): no import while offline").
 */

/**
 * The imports that succeeded, by their loader's source: in the build it names the chunk
 * (`()=>K(()=>import("./deal-….js"),…)`), and costs the page no bytes of its own.
 */
const loaded = new Set<string>();

export function onlineImport<M>(load: () => Promise<M>, online: () => boolean = isOnline): Promise<M> {
  const key = String(load);
  if (!loaded.has(key) && !online()) return Promise.reject(new TypeError(OFFLINE_IMPORT));
  return load().then((module) => {
    loaded.add(key);
    return module;
  });
}

/** matched by isChunkLoadError (src/platform/page-lifecycle.ts) as a chunk that could not be fetched */
export const OFFLINE_IMPORT = 'Failed to fetch dynamically imported module: the browser is offline';
