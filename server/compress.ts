import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { FAULT_HEADER } from './faults';
import { negotiate } from './static';

/**
 * Compression of the API's answers (issue 14): brotli or gzip by Accept-Encoding, for JSON and text
 * bodies of at least MIN_BYTES, always with `Vary: Accept-Encoding` on what could be compressed.
 * Brotli at quality 4 and gzip at level 6 cost well under a millisecond for the catalogue's lists
 * (10–60 KiB of JSON) and shrink them 6–10×; the static files keep their maximum-quality copies
 * (static.ts), made once.
 *
 * Left alone: bodies under MIN_BYTES (a header costs more than it saves), answers that are
 * already encoded, streams (`text/event-stream`), HEAD and 204/304, `Cache-Control: no-transform`, and
 * answers the fault injector broke on purpose (they must reach the client as broken as they were made).
 */

type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
export const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/(?!event-stream))/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors: Record<Encoding, (data: Uint8Array) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 4,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: 6 }),
};

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(type) || res.headers.has('Content-Encoding') || !res.body) return;
    if (res.headers.has(FAULT_HEADER)) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    if (/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const encoding = body.byteLength >= MIN_BYTES ? negotiate(c.req.header('Accept-Encoding'), ENCODINGS) : undefined;
    let out: Uint8Array<ArrayBuffer> = body;
    if (encoding) {
      const compressed = await compressors[encoding](body);
      out = new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength);
    }
    // Hono copies the previous answer's headers onto the new one: set ours after the swap
    c.res = new Response(out, res);
    const headers = c.res.headers;
    appendVary(headers);
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(out.byteLength));
  };
}

function appendVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}
