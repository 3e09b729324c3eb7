import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later, so Android's web view too): a file that begins
 * with this comment has all its functions compiled eagerly, on the thread that streams the script in
 * while it downloads, instead of lazily on the main thread the first time each function runs
 * (issue 14). On the first screen nearly every function of the entry and of a route's chunk runs, so
 * the lazy compiles had been a large part of the start's long tasks: Lighthouse's TBT on search
 * results 109 → 58 ms with the hint on the entry alone (docs/decisions.md, "Issue 14, 2026-11-27 (morning)"). Browsers
 * without the feature read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks that are loaded for a small part of what they hold get no hint: compiling all of them would
 * spend the phone's time and memory on code that never runs. lottie-web (the throbber's player, 180
 * KiB) is the one such chunk.
 */
const NO_HINT = /[\\/]node_modules[\\/]lottie-web[\\/]/;

/** `code` with the hint as its first line (once). */
export const withCompileHint = (code: string): string => (code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`);

/** A source map's `mappings` for the same code one line lower: an empty first line. */
export const oneLineLower = (mappings: string): string => `;${mappings}`;

const hinted = (moduleIds: readonly string[]) => !moduleIds.some((id) => NO_HINT.test(id));

/**
 * Puts the hint at the top of every JS chunk of the production build once it is minified (the
 * minifier drops comments) and every other plugin has written its code (Vite adds its preload lists
 * at the top). The hint is counted in the file names' hashes.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'market:compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash(chunk) {
      return hinted(chunk.moduleIds) ? COMPILE_HINT : undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !hinted(file.moduleIds)) continue;
          const code = withCompileHint(file.code);
          if (code === file.code) continue;
          file.code = code;
          // with `--sourcemap` the map is a file of the bundle of its own, written from this asset
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: oneLineLower(json.mappings) });
          }
        }
      },
    },
  };
}
