import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { NoKoreanFontError, type RasterOptions, knownRaster, rasterOnce } from './art/raster';

/** The HTTP side of the raster pictures (server/art/raster.ts makes them). */

let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`[server] 그림을 WebP로 만들 수 없어 SVG로 보내요: ${error instanceof Error ? error.message : String(error)}`);
}

/** Each raster's ETag, made once with it (the rasters are kept, and asked for again and again). */
const etags = new WeakMap<Buffer, string>();
function etagOf(body: Buffer): string {
  let etag = etags.get(body);
  if (etag === undefined) {
    etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    etags.set(body, etag);
  }
  return etag;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The answer for a raster picture, with its ETag (and 304 when the browser has it). */
export async function sendRaster(c: Context, key: string, draw: () => string, options?: RasterOptions): Promise<Response> {
  let body: Buffer;
  try {
    body = await rasterOnce(key, draw, options);
  } catch (error) {
    // no raster on this machine (sharp without its binary, or a banner's words without a Korean
    // font): the drawing itself, which browsers show by its type
    if (!(error instanceof NoKoreanFontError)) warnOnce(error);
    const svg = draw();
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Content-Length': String(Buffer.byteLength(svg)), 'Cache-Control': 'public, max-age=300' });
  }
  return webpAnswer(c, body);
}

/**
 * Answers a catalogue picture already rasterised for this path from the raster alone, without its
 * row or its drawing (a page of sixteen pictures cost the server ~4 ms of CPU each, on the same cores
 * as the shopper's browser in the bench: docs/decisions.md "Pictures answered from their raster").
 * Only for pictures whose address is immutable for as long as browsers keep it anyway (a year:
 * IMMUTABLE); never for a community picture, which a deleted post takes away.
 */
export const knownRasters: MiddlewareHandler = async (c, next) => {
  const body = c.req.method === 'GET' && c.req.path.endsWith('.webp') ? knownRaster(c.req.path) : undefined;
  if (body === undefined) return next();
  return webpAnswer(c, body);
};

/** A WebP the server made, with its ETag (and 304 when the browser has it); immutable unless told otherwise. */
export function webpAnswer(c: Context, body: Buffer, cacheControl: string = IMMUTABLE): Response {
  const etag = etagOf(body);
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': cacheControl });
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'image/webp',
    'Content-Length': String(body.byteLength),
    'Cache-Control': cacheControl,
    ETag: etag,
  });
}
