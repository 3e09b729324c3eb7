import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The JS that the home route loads, gzip level 9: at most 171 KiB (issue 2 set 170; docs/decisions.md
 * "First-screen budget" says why 1 KiB more, until issue 14 brings it to 140). The first screen is one
 * chunk (vite.config.ts, docs/decisions.md "First-screen budget").
 */
const BUDGET_KIB = 171;
const dist = join(process.cwd(), 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error('dist/.vite/manifest.json is missing: run `npm run build` first');
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}

function gzipKiB(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return bytes / 1024;
}

describe('bundle budget', () => {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const homeKeys = Object.keys(manifest).filter((key) => /src\/routes\/index\.tsx/.test(key));

  it('has an entry and a split home route chunk', () => {
    expect(entryKey).toBeDefined();
    expect(homeKeys.length).toBeGreaterThan(0);
  });

  it(`loads at most ${BUDGET_KIB} KiB of gzipped JS for the home route`, () => {
    const keys = new Set<string>();
    for (const key of [entryKey!, ...homeKeys]) staticClosure(manifest, key, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const total = gzipKiB(files);
    console.log(`home route JS: ${total.toFixed(1)} KiB gzip in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(BUDGET_KIB);
  });

  it('keeps lottie out of the home route', () => {
    const keys = new Set<string>();
    for (const key of [entryKey!, ...homeKeys]) staticClosure(manifest, key, keys);
    const sources = [...keys].map((key) => readFileSync(join(dist, manifest[key]!.file), 'utf8')).join('\n');
    // lottie-web's player registers this renderer name; it must only arrive with the lazy throbber
    expect(sources).not.toMatch(/lottie|bodymovin/i);
  });
});
