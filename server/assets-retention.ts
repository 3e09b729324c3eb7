import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/**
 * A rolling deploy keeps serving the previous build's hashed files (issue 27). While instances of
 * two builds run behind one balancer, a page loaded from an old instance asks for chunks that a new
 * instance's build no longer has (and the other way round). So each instance, at start, copies its
 * build's hashed files into ASSETS_DIR (server/main.ts → retainAssets), a folder every instance of
 * the host shares (on several hosts: a shared folder); and a request for `/assets/<name>` that the
 * instance's own build does not have is answered from there (previousAssets, one line in app.ts
 * before the static site).
 *
 * Files are named by their content hash, so copying never overwrites anything. Each build leaves a
 * manifest (`builds/<id>.json`: its files and when it first started); a file goes away only when it
 * belongs neither to the current build nor to the previous one, and was kept ASSETS_KEEP_DAYS days.
 *
 * The copy is made before the instance listens (a page it serves may send its chunk requests to an
 * instance of the other build at once); the pruning after (pruneAssets): it looks at every file kept,
 * thousands after a week of deploys (10,350 files of 45 builds here: ~90 ms of a start), and nothing
 * waits for it.
 */

const ASSETS = 'assets';
const BUILDS = 'builds';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SAFE_NAME = /^[A-Za-z0-9._-]+$/;

interface BuildManifest {
  readonly files: readonly string[];
  /** ISO time of the first start of an instance with this build */
  readonly firstStartedAt: string;
}

export interface RetainReport {
  readonly build: string | undefined;
  readonly copied: number;
  readonly pruned: number;
}

function filesOf(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && SAFE_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

function readManifest(path: string): BuildManifest | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<BuildManifest>;
    if (!Array.isArray(value.files) || typeof value.firstStartedAt !== 'string') return undefined;
    return { files: value.files.filter((file): file is string => typeof file === 'string'), firstStartedAt: value.firstStartedAt };
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file and a rename: an instance reading at the same time sees all or nothing. */
function writeAtomically(path: string, content: string | Buffer, source?: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  if (source !== undefined) copyFileSync(source, temporary);
  else writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** The current build of a store: its id and its hashed files. */
export interface RetainedBuild {
  readonly build: string;
  readonly files: readonly string[];
}

/**
 * Copies the hashed files of `distDir/assets` into `assetsDir` and records the build (its manifest).
 * Safe to run from several instances at once. Undefined without a build.
 */
export function copyAssets(distDir: string, assetsDir: string, now = new Date()): (RetainedBuild & { readonly copied: number }) | undefined {
  const files = filesOf(join(distDir, ASSETS));
  if (files.length === 0) return undefined;
  const store = join(assetsDir, ASSETS);
  const builds = join(assetsDir, BUILDS);
  mkdirSync(store, { recursive: true });
  mkdirSync(builds, { recursive: true });

  let copied = 0;
  for (const file of files) {
    const target = join(store, file);
    if (existsSync(target)) continue;
    writeAtomically(target, '', join(distDir, ASSETS, file));
    copied += 1;
  }

  const build = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  const manifestPath = join(builds, `${build}.json`);
  if (readManifest(manifestPath) === undefined) writeAtomically(manifestPath, JSON.stringify({ files, firstStartedAt: now.toISOString() }));
  return { build, files, copied };
}

/**
 * Removes the files of builds older than the previous one once kept `keepDays` days, and their
 * manifests. Asynchronous: the instance answers meanwhile. Safe to run from several instances at once.
 */
export async function pruneAssets(assetsDir: string, current: RetainedBuild, keepDays: number, now = new Date()): Promise<number> {
  const store = join(assetsDir, ASSETS);
  const builds = join(assetsDir, BUILDS);
  // the previous build: the newest other one
  const others = (await namesOf(builds))
    .filter((name) => name.endsWith('.json') && name !== `${current.build}.json`)
    .flatMap((name) => {
      const manifest = readManifest(join(builds, name));
      return manifest ? [{ name, manifest }] : [];
    })
    .sort((a, b) => b.manifest.firstStartedAt.localeCompare(a.manifest.firstStartedAt));
  const kept = new Set([...current.files, ...(others[0]?.manifest.files ?? [])]);
  const before = now.getTime() - keepDays * 86_400_000;
  let pruned = 0;
  for (const file of await namesOf(store)) {
    if (kept.has(file) || file.endsWith('.tmp')) continue;
    try {
      if ((await stat(join(store, file))).mtimeMs > before) continue;
      await unlink(join(store, file));
      pruned += 1;
    } catch {
      // another instance removed it first
    }
  }
  for (const { name, manifest } of others.slice(1)) {
    if (new Date(manifest.firstStartedAt).getTime() <= before && manifest.files.every((file) => !existsSync(join(store, file)) || kept.has(file))) {
      try {
        await unlink(join(builds, name));
      } catch {
        // gone already
      }
    }
  }
  return pruned;
}

/** The copy and then the pruning, one after the other (what an instance's start does, in two steps). */
export async function retainAssets(distDir: string, assetsDir: string, keepDays: number, now = new Date()): Promise<RetainReport> {
  const retained = copyAssets(distDir, assetsDir, now);
  if (retained === undefined) return { build: undefined, copied: 0, pruned: 0 };
  return { build: retained.build, copied: retained.copied, pruned: await pruneAssets(assetsDir, retained, keepDays, now) };
}

async function namesOf(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && SAFE_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * For `/assets/*`: when the instance's own build answered 404, the file kept from a previous build,
 * immutable like every hashed file (brotli or gzip when the build left `.br`/`.gz` beside it).
 */
export function previousAssets(assetsDir: string): MiddlewareHandler {
  const store = join(assetsDir, ASSETS);
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return;
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (c.req.path !== `/${ASSETS}/${name}` || !SAFE_NAME.test(name) || name.endsWith('.tmp')) return;
    const accepted = c.req.header('Accept-Encoding') ?? '';
    const encoding = [['br', '.br'], ['gzip', '.gz']].find(([token, suffix]) => new RegExp(`\\b${token}\\b`).test(accepted) && existsSync(join(store, `${name}${suffix}`)));
    let body: Buffer;
    try {
      body = await readFile(join(store, encoding ? `${name}${encoding[1]}` : name));
    } catch {
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': getMimeType(name) ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding[0] ?? 'identity';
    // Hono copies the replaced answer's headers onto the new one: the 404's own must not come along
    for (const name of ['Cache-Control', 'Content-Length', 'Content-Encoding', 'ETag', 'Vary']) c.res.headers.delete(name);
    c.res = new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
