import type { Context } from 'hono';
import { loadSharp } from './art/raster';
import { webpAnswer } from './raster-answer';
import { PICTURE_STRIP_CELL, PICTURE_STRIP_MAX, PICTURE_STRIP_PARAM } from '../contract/picture-strip';

/**
 * `GET /picture-strip.webp?src=…&src=…`: several pictures side by side in one WebP, each resized to
 * cover a square cell of PICTURE_STRIP_CELL pixels (contract/picture-strip.ts).
 *
 * Home shows eleven category pictures on its first screen. Each request costs the phone's main thread
 * work of its own while the page loads (about sixteen tasks per request in a trace), and home's work
 * was over its budget: as one strip they are one request (docs/decisions.md "2026-12-07 (eighteenth session): home's
 * category pictures as one strip").
 *
 * The addresses come from the page's URL, which anyone can write, so the server fetches only:
 * - this server's own pictures (a path under /images/, answered in-process without a network hop);
 * - pictures on the API's origins (API_ORIGIN, which the CSP already lets the page show), fetched with
 *   a deadline, no redirects and a size limit, as pictures (their type).
 * Anything else is a 400; a picture that cannot be fetched or decoded makes the whole strip a 502, and
 * the app then shows each picture from its own address, with SPEC.md §8's placeholder for the one that
 * failed. A strip is made once per address at a time and kept a while (STRIP_KEEP_MS), so a busy home
 * costs one composition per address, not one per visitor.
 */

export interface PictureStripOptions {
  /** this server's own answer for a path (the Hono app's fetch) */
  readonly local: (request: Request) => Promise<Response>;
  /** origins besides this one whose pictures may be fetched (API_ORIGIN) */
  readonly apiOrigins?: readonly string[];
  /** the network fetch of the API's pictures (tests replace it) */
  readonly fetchRemote?: typeof fetch;
  /** the clock of the kept strips (tests) */
  readonly now?: () => number;
}

/** how long one source may take, the whole answer included */
export const SOURCE_DEADLINE_MS = 3000;
/** the largest source picture accepted, in bytes (a category picture is 3–4 KB) */
export const SOURCE_MAX_BYTES = 2 * 1024 * 1024;
/** the most pixels a source may decode to (a decompression bomb is refused before it is decoded) */
const SOURCE_MAX_PIXELS = 4096 * 4096;
/** how long a strip is kept once made (the sources of a real backend may change) */
export const STRIP_KEEP_MS = 10 * 60 * 1000;
const MAX_STRIPS = 64;
const LOCAL_SOURCE = /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const CACHE_CONTROL = 'public, max-age=3600';

class StripError extends Error {
  constructor(
    readonly status: 400 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** a checked source: this server's own picture (answered in-process) or one on an API origin */
interface Source {
  readonly local: boolean;
  readonly url: string;
}

/** The strip's handler (mounted at PICTURE_STRIP_PATH by server/app.ts). */
export function pictureStrip({ local, apiOrigins = [], fetchRemote = fetch, now = Date.now }: PictureStripOptions) {
  const allowedOrigins = new Set(apiOrigins);
  const kept = new Map<string, { readonly made: number; readonly body: Promise<Buffer> }>();

  /** The source's address to fetch, or why not. */
  function checked(source: string): Source {
    if (LOCAL_SOURCE.test(source) && !source.includes('..')) return { local: true, url: `http://strip.local${source}` };
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw new StripError(400, '그림 주소가 올바르지 않아요.');
    }
    if (!allowedOrigins.has(url.origin) || url.username !== '' || url.password !== '') {
      throw new StripError(400, '이 서버가 가져올 수 없는 그림 주소예요.');
    }
    return { local: false, url: url.href };
  }

  async function sourceBytes(source: Source): Promise<Buffer> {
    const signal = AbortSignal.timeout(SOURCE_DEADLINE_MS);
    let response: Response;
    try {
      response = source.local
        ? await local(new Request(source.url, { signal }))
        : await fetchRemote(source.url, { signal, redirect: 'error', headers: { Accept: 'image/webp,image/avif,image/png,image/jpeg' } });
    } catch {
      throw new StripError(502, '그림을 가져오지 못했어요.');
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !/^image\/(?:webp|png|jpeg|avif|gif)\b/.test(type)) {
      await response.body?.cancel();
      throw new StripError(502, '그림을 가져오지 못했어요.');
    }
    const declared = Number(response.headers.get('Content-Length'));
    if (declared > SOURCE_MAX_BYTES) {
      await response.body?.cancel();
      throw new StripError(502, '그림이 너무 커요.');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    try {
      for (let read = await reader?.read(); read !== undefined && !read.done; read = await reader?.read()) {
        size += read.value.byteLength;
        if (size > SOURCE_MAX_BYTES) throw new StripError(502, '그림이 너무 커요.');
        chunks.push(read.value);
      }
    } catch (error) {
      await reader?.cancel().catch(() => undefined);
      if (error instanceof StripError) throw error;
      throw new StripError(502, '그림을 가져오지 못했어요.');
    }
    return Buffer.concat(chunks);
  }

  async function compose(sources: readonly Source[]): Promise<Buffer> {
    const [{ default: sharp }, ...pictures] = await Promise.all([loadSharp(), ...sources.map(sourceBytes)]);
    try {
      const cells = await Promise.all(
        pictures.map((bytes) =>
          sharp(bytes, { limitInputPixels: SOURCE_MAX_PIXELS, animated: false })
            .resize(PICTURE_STRIP_CELL, PICTURE_STRIP_CELL, { fit: 'cover' })
            .png()
            .toBuffer(),
        ),
      );
      return await sharp({
        create: { width: PICTURE_STRIP_CELL * cells.length, height: PICTURE_STRIP_CELL, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .composite(cells.map((input, index) => ({ input, left: index * PICTURE_STRIP_CELL, top: 0 })))
        .webp({ quality: 82, effort: 4 })
        .toBuffer();
    } catch {
      throw new StripError(502, '그림을 읽을 수 없어요.');
    }
  }

  function strip(key: string, sources: readonly Source[]): Promise<Buffer> {
    const known = kept.get(key);
    if (known && now() - known.made < STRIP_KEEP_MS) return known.body;
    const body = compose(sources);
    kept.delete(key);
    kept.set(key, { made: now(), body });
    body.catch(() => kept.get(key)?.body === body && kept.delete(key));
    if (kept.size > MAX_STRIPS) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return body;
  }

  return async (c: Context): Promise<Response> => {
    const plain = (message: string, status: 400 | 502) =>
      c.text(message, status, { 'Cache-Control': 'no-store' });
    const sources = c.req.queries(PICTURE_STRIP_PARAM) ?? [];
    if (sources.length < 2 || sources.length > PICTURE_STRIP_MAX) {
      return plain(`그림은 2개부터 ${PICTURE_STRIP_MAX}개까지 이어 붙일 수 있어요.`, 400);
    }
    let body: Buffer;
    try {
      const targets = sources.map(checked);
      body = await strip(JSON.stringify(targets.map((target) => target.url)), targets);
    } catch (error) {
      if (error instanceof StripError) return plain(error.message, error.status);
      throw error;
    }
    return webpAnswer(c, body, CACHE_CONTROL);
  };
}
