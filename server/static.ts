import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/**
 * The browser's files of the build (`<DIST_DIR>/client`). Files under /assets/ have hashed names and
 * are cached for a year; other files are revalidated (no-cache). A path that is not a file answers
 * through the app's pages (server/render/pages.ts), except one that looks like a file (a missing
 * chunk or picture), which is a plain 404.
 * Text files are sent brotli- or gzip-compressed by Accept-Encoding: a `.br`/`.gz` file the
 * build wrote beside the original (`npm run build` writes them, scripts/precompress.ts) is used as
 * is, otherwise the file is compressed once (at its first request, or in the background one file at
 * a time from 2 s after start-up, see warm()) and kept in memory.
 *
 * The folder is listed once; a rebuild while the server runs needs a restart. While it is empty
 * (a server started before the first build), it is listed again on each request.
 */

export type Encoding = 'br' | 'gzip';
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
/** a precompressed copy's name: the file's with this added */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ASSETS_PREFIX = '/assets/';
/**
 * A missing path that ends in a static file's extension (`/assets/x-1a.js`, `/images/a.png`) is a
 * missing file and answers 404; every other path is an app route, even with a dot in it
 * (`/community/board-detail/1.5` must reach the app, which shows its Korean 404 page).
 */
const LOOKS_LIKE_FILE = /\.(?:js|mjs|css|map|json|webmanifest|txt|xml|html?|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|mp4|webm|wasm|br|gz)$/i;
/** compressing the build in the background starts this long after the server did */
const WARM_DELAY_MS = 2000;
/** smaller files gain nothing from compression */
const MIN_COMPRESS_BYTES = 256;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** the static files' compression, at the highest quality: made once per file (here or by the build) */
export const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: zlib.Z_BEST_COMPRESSION }),
};

/** Whether a file is sent compressed: a text type, of at least MIN_COMPRESS_BYTES. */
export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE.test(getMimeType(path) ?? '') && size >= MIN_COMPRESS_BYTES;
}

interface StaticFile {
  readonly path: string;
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  readonly compressible: boolean;
  /** `.br`/`.gz` siblings written by the build */
  readonly prebuilt: Partial<Record<Encoding, string>>;
  /** memoized file and compressed contents */
  readonly cache: Partial<Record<Encoding | 'identity', Promise<Buffer>>>;
}

export interface StaticSite {
  /** answers a GET/HEAD for a file of the build; undefined when the path is not one */
  serve(c: Context): Promise<Response> | undefined;
  /** compresses every text file in the background; errors are left for the request to report */
  warm(): void;
}

export interface StaticSiteOptions {
  /** a file that answers every path that is not a file (a static single-page app: the bench's reference) */
  readonly fallback?: string;
}

export function createStaticSite(clientDir: string, { fallback }: StaticSiteOptions = {}): StaticSite {
  let files = listFiles(clientDir);

  const currentFiles = (): Map<string, StaticFile> => {
    if (files.size === 0) files = listFiles(clientDir);
    return files;
  };

  return {
    serve(c) {
      const path = decodePath(c.req.path);
      const file = path === undefined ? undefined : currentFiles().get(path);
      if (file) return send(c, file);
      if (path === undefined || LOOKS_LIKE_FILE.test(path)) {
        return Promise.resolve(c.text('파일을 찾을 수 없어요.', 404, { 'Cache-Control': REVALIDATE }));
      }
      const page = fallback === undefined ? undefined : currentFiles().get(fallback);
      return page ? send(c, page) : undefined;
    },
    warm() {
      // after start-up, one file at a time: compressing every file at once took the thread pool and
      // both cores while the server started and served its first requests (issue 14)
      const queue = [...files.values()].filter((file) => file.compressible);
      const next = async (): Promise<void> => {
        const file = queue.shift();
        if (!file) return;
        for (const encoding of ENCODINGS) await content(file, encoding).catch(() => {});
        setImmediate(() => void next());
      };
      setTimeout(() => void next(), WARM_DELAY_MS).unref();
    },
  };
}

async function send(c: Context, file: StaticFile): Promise<Response> {
  const encoding = file.compressible ? negotiate(c.req.header('Accept-Encoding'), ENCODINGS) : undefined;
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: etag,
  };
  if (file.compressible) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;

  if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  const body = await content(file, encoding ?? 'identity');
  headers['Content-Length'] = String(body.length);
  return c.body(bytes(body), 200, headers);
}

/** A view of the Buffer's memory, typed as a Response body accepts it. */
function bytes(data: Buffer): Uint8Array<ArrayBuffer> {
  const { buffer } = data;
  return buffer instanceof ArrayBuffer ? new Uint8Array(buffer, data.byteOffset, data.length) : new Uint8Array(data);
}

function content(file: StaticFile, encoding: Encoding | 'identity'): Promise<Buffer> {
  const cached = file.cache[encoding];
  if (cached) return cached;
  const prebuilt = encoding === 'identity' ? file.path : file.prebuilt[encoding];
  const loaded =
    prebuilt !== undefined ? readFile(prebuilt)
    : encoding === 'identity' ? readFile(file.path)
    : content(file, 'identity').then(compressors[encoding]);
  // Keep in memory only what is compressed or compressible; other files are read per request.
  if (file.compressible) file.cache[encoding] = loaded;
  return loaded;
}

/**
 * The preferred acceptable encoding, honouring q-values (`br;q=0` refuses brotli) and `*`;
 * on a tie the earlier one of `available` wins.
 */
export function negotiate<E extends string>(header: string | undefined, available: readonly E[]): E | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: E | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

function listFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  const paths = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).map((name) => join(distDir, name));
  const all = new Set(paths);
  for (const path of paths) {
    if (path.endsWith('.br') || path.endsWith('.gz')) {
      if (all.has(path.slice(0, -3))) continue; // a precompressed sibling, not a file of its own
    }
    const stat = statSync(path);
    if (!stat.isFile()) continue;
    const urlPath = `/${relative(distDir, path).split(sep).join('/')}`;
    // the build's own records (Vite's manifest, the stamp) are not the site's files
    if (urlPath.startsWith('/.')) continue;
    const type = getMimeType(path) ?? 'application/octet-stream';
    const prebuilt: Partial<Record<Encoding, string>> = {};
    for (const encoding of ENCODINGS) {
      if (all.has(path + SUFFIX[encoding])) prebuilt[encoding] = path + SUFFIX[encoding];
    }
    files.set(urlPath, {
      path,
      type,
      etag: `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`,
      cacheControl: urlPath.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE,
      compressible: isCompressible(path, stat.size),
      prebuilt,
      cache: {},
    });
  }
  return files;
}
