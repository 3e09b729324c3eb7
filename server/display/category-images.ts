import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDb } from '../db/client';
import { categories } from '../db/schema';
import { type CategoryImageSubject, categoryImageSvg } from '../art/category';
import { knownRasters, sendRaster } from '../raster-answer';

/**
 * GET /images/categories/:code.svg — the category pictures, drawn (server/art/category.ts) instead
 * of stored.
 * `.webp` is the same drawing rasterised (server/art/raster.ts), what the seed stores; `.svg`, `.png` and no
 * extension answer the drawing (databases seeded before).
 */

export const CATEGORY_IMAGE_PATH = '/images/categories';

const FILE = /^([0-9A-Za-z_-]{1,32})(?:\.(svg|png|webp))?$/;
const CACHE = 'public, max-age=31536000, immutable';

/**
 * The raster's scale: a category picture is shown at most 52 CSS px wide (home's category grid; 40 and
 * 32 px on the category screens), 156 device pixels on a 3× phone: 1.3 × the 120 px drawing. Twice the
 * drawing (240 px, 4.5 KB) sent a third more bytes than any phone shows, eleven times on home's first
 * screen, beside the banner the shopper waits for (docs/decisions.md "Pictures at the size shown").
 */
const CATEGORY_RASTER_SCALE = 1.3;

/** The category with its first-level ancestor's name (the tree has at most three levels). */
async function findSubject(db: AppDb, code: string): Promise<CategoryImageSubject | undefined> {
  const parent = alias(categories, 'parent');
  const grandparent = alias(categories, 'grandparent');
  const [row] = await db
    .select({
      code: categories.code,
      name: categories.name,
      depth: categories.depth,
      parentName: parent.name,
      grandparentName: grandparent.name,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.code, categories.parentCode))
    .leftJoin(grandparent, eq(grandparent.code, parent.parentCode))
    .where(eq(categories.code, code))
    .limit(1);
  if (!row) return undefined;
  return { code: row.code, name: row.name, depth: row.depth, rootName: row.grandparentName ?? row.parentName ?? row.name };
}

/** Mounted at CATEGORY_IMAGE_PATH. An image path: misses answer a plain-text 404, not JSON. */
export function categoryImageRoutes(db: AppDb): Hono {
  const notFound = (c: Context) => send(c, '이미지를 찾을 수 없어요.', 404, 'text/plain; charset=UTF-8', 'no-cache');
  return new Hono()
    .use(knownRasters)
    .use(compress())
    .get('/:file', async (c) => {
      const match = FILE.exec(c.req.param('file'));
      const subject = match?.[1] === undefined ? undefined : await findSubject(db, match[1]);
      if (!subject) return notFound(c);
      if (match?.[2] === 'webp') return sendRaster(c, c.req.path, () => categoryImageSvg(subject), { scale: CATEGORY_RASTER_SCALE });
      return send(c, categoryImageSvg(subject), 200, 'image/svg+xml', CACHE);
    })
    .get('*', notFound);
}

/** With Content-Length, so that compress() leaves small bodies alone. */
function send(c: Context, body: string, status: 200 | 404, type: string, cacheControl: string): Response {
  return c.body(body, status, {
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': cacheControl,
  });
}
