import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDb } from '../db/client';
import { banners, events, periods, products, regions, stores } from '../db/schema';
import { kindsByKey } from '../seed/catalog/kinds';
import { kindArt } from '../art/catalog/kinds';
import { bannerSvg, kindSvg, productSvg, regionSvg, storeSvg } from '../art/catalog/render';
import { knownRasters, sendRaster } from '../raster-answer';

/**
 * GET /images/{products,stores,banners,periods,events,kinds,regions}/:file.svg — the catalogue
 * pictures, drawn from the rows they show (see images.ts for the paths). Mounted at /images; a
 * path that is not one of these falls through to the rest of the app. Each answers `:file.webp`
 * too, the same drawing rasterised (server/art/raster.ts), which is what the catalogue points at;
 * banners (their title is their content) at 1.5 times and only where the server has a Korean font.
 */

const CACHE = 'public, max-age=31536000, immutable';
const PRODUCT_FILE = /^(\d{1,9})(?:-([23]))?\.(svg|webp)$/;
const RASTER_ID_FILE = /^(\d{1,9})\.(svg|webp)$/;
const CODE_FILE = /^([0-9A-Za-z_-]{1,32})\.(svg|webp)$/;

/** The drawing, or its WebP when the path asks for one (`.webp`). */
function sendDrawing(c: Context, file: string, svg: string): Response | Promise<Response> {
  return file.endsWith('.webp') ? sendRaster(c, c.req.path, () => svg) : send(c, svg);
}

/** A banner's drawing, or its WebP (words required, 1.5 times: a 750-wide drawing across a phone). */
function sendBanner(c: Context, file: string, svg: string): Response | Promise<Response> {
  return file.endsWith('.webp') ? sendRaster(c, c.req.path, () => svg, { scale: 1.5, wordsRequired: true }) : send(c, svg);
}

function send(c: Context, body: string): Response {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE });
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': CACHE,
    ETag: etag,
  });
}

function notFound(c: Context): Response {
  return c.body('이미지를 찾을 수 없어요.', 404, { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'no-cache' });
}

function idOf(c: Context, pattern: RegExp = RASTER_ID_FILE): number | undefined {
  const match = pattern.exec(c.req.param('file') ?? '');
  return match ? Number(match[1]) : undefined;
}

export function catalogImageRoutes(db: AppDb): Hono {
  const app = new Hono();
  // each kind by name: the community's pictures under /images/community are not this router's
  for (const kind of ['products', 'stores', 'banners', 'periods', 'events', 'kinds', 'regions']) app.use(`/${kind}/*`, knownRasters);
  return app
    .get('/products/:file', compress(), async (c) => {
      const match = PRODUCT_FILE.exec(c.req.param('file'));
      if (!match) return notFound(c);
      const [row] = await db
        .select({ name: products.name, kind: products.kind, storeName: stores.name })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(eq(products.productNo, Number(match[1])));
      if (!row) return notFound(c);
      const view = match[2] === '2' ? 2 : match[2] === '3' ? 3 : 1;
      const label = kindsByKey.get(row.kind)?.name ?? row.name;
      return sendDrawing(c, match[0], productSvg({ productNo: Number(match[1]), name: row.name, kind: row.kind, label, storeName: row.storeName, view }));
    })
    .get('/stores/:file', compress(), async (c) => {
      const id = idOf(c, RASTER_ID_FILE);
      const [row] = id === undefined ? [] : await db.select({ name: stores.name, art: stores.art }).from(stores).where(eq(stores.id, id));
      return row && id !== undefined ? sendDrawing(c, c.req.param('file'), storeSvg({ storeId: id, name: row.name, art: row.art })) : notFound(c);
    })
    .get('/banners/:file', compress(), async (c) => {
      const id = idOf(c, RASTER_ID_FILE);
      const [row] = id === undefined ? [] : await db.select().from(banners).where(eq(banners.id, id));
      return row ? sendBanner(c, c.req.param('file'), bannerSvg(row)) : notFound(c);
    })
    .get('/periods/:file', compress(), async (c) => {
      const id = idOf(c, RASTER_ID_FILE);
      const [row] = id === undefined ? [] : await db.select().from(periods).where(eq(periods.id, id));
      return row ? sendBanner(c, c.req.param('file'), bannerSvg({ ...row, tag: '기획전' })) : notFound(c);
    })
    .get('/events/:file', compress(), async (c) => {
      const id = idOf(c, RASTER_ID_FILE);
      const [row] = id === undefined ? [] : await db.select().from(events).where(eq(events.id, id));
      return row ? sendBanner(c, c.req.param('file'), bannerSvg({ ...row, tag: row.hasApply ? '응모 이벤트' : '이벤트' })) : notFound(c);
    })
    .get('/kinds/:file', compress(), (c) => {
      const kind = CODE_FILE.exec(c.req.param('file'))?.[1];
      if (kind === undefined || !(kind in kindArt)) return notFound(c);
      return sendDrawing(c, c.req.param('file'), kindSvg(kind, kindsByKey.get(kind)?.name ?? kind));
    })
    .get('/regions/:file', compress(), async (c) => {
      const code = CODE_FILE.exec(c.req.param('file'))?.[1];
      if (code === undefined) return notFound(c);
      const [row] = await db.select().from(regions).where(eq(regions.code, code));
      if (!row) return notFound(c);
      const [store] = await db.select({ art: stores.art }).from(stores).where(eq(stores.regionCode, code)).orderBy(stores.sortOrder).limit(1);
      return sendDrawing(c, c.req.param('file'), regionSvg(row.name, row.shortName, store?.art ?? 'rice'));
    })
    .get('/products/*', notFound)
    .get('/stores/*', notFound)
    .get('/banners/*', notFound)
    .get('/periods/*', notFound)
    .get('/events/*', notFound)
    .get('/kinds/*', notFound)
    .get('/regions/*', notFound);
}
