import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compressors, ENCODINGS, isCompressible, SUFFIX } from '../server/static.ts';

/**
 * The browser's build leaves a brotli and a gzip copy beside each file the server sends compressed
 * (`index-1a2b.js.br`, `.gz`), made with the server's own rule and settings (server/static.ts), which
 * serves them as they are. Without them every server that starts on a build compresses it at the
 * highest quality in the background (~6 s of processor time for the whole build, on every instance and
 * every start); with them, once per build (docs/decisions.md "Test time").
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'market:precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}

/** Writes the compressed copies of every compressible file under `dir` (not the build's own records, `.vite/`); returns how many files. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.startsWith('.') && !Object.values(SUFFIX).some((suffix) => name.endsWith(suffix)))
    .map((name) => join(dir, name))
    .filter((path) => {
      const stat = statSync(path);
      return stat.isFile() && isCompressible(path, stat.size);
    });
  // all at once: zlib's work runs on libuv's thread pool, so every core takes part
  await Promise.all(
    files.map(async (path) => {
      const data = await readFile(path);
      await Promise.all(ENCODINGS.map(async (encoding) => writeFile(path + SUFFIX[encoding], await compressors[encoding](data))));
    }),
  );
  return files.length;
}
