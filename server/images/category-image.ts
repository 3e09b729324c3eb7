import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDb } from '../db/client';
import { categories } from '../db/schema';
import { fallbackMotif, type Motif, motifs, type Shape } from './motifs';

/**
 * GET /images/categories/:code.svg — the category pictures, drawn here instead of stored: the
 * motif of the category's first-level family (motifs.ts) on a soft circle, tinted per category.
 * `.png` and no extension are accepted too (databases seeded before the pictures were SVG).
 */

export const CATEGORY_IMAGE_PATH = '/images/categories';

const FILE = /^([0-9A-Za-z_-]{1,32})(?:\.(?:svg|png))?$/;
const CACHE = 'public, max-age=31536000, immutable';

export interface CategoryImageSubject {
  readonly code: string;
  readonly name: string;
  readonly depth: number;
  /** the name of its first-level category (its own name at depth 1) */
  readonly rootName: string;
}

/** The picture of one category as an SVG document. */
export function categoryImageSvg(subject: CategoryImageSubject): string {
  const motif = motifs[subject.rootName] ?? fallbackMotif;
  const tint = tintOf(motif, subject);
  const title = escapeXml(subject.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<circle cx="60" cy="60" r="56" fill="${tint}"/>`,
    '<circle cx="60" cy="60" r="44" fill="#fff" opacity=".4"/>',
    ...motif.shapes.map(renderShape),
    '</svg>',
  ].join('');
}

/**
 * The first-level category keeps the family's first tint; deeper ones take one of the others by
 * their code, so that siblings ('0101', '0102', ...) usually differ.
 */
function tintOf(motif: Motif, { code, depth }: CategoryImageSubject): string {
  const [first, ...others] = motif.tints;
  if (depth <= 1 || others.length === 0) return first;
  let sum = 0;
  for (const char of code) sum += char.charCodeAt(0);
  return others[sum % others.length] ?? first;
}

function renderShape([tag, attributes]: Shape): string {
  const rendered = Object.entries(attributes)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeXml(String(value))}"`)
    .join(' ');
  return `<${tag} ${rendered}/>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
    .use(compress())
    .get('/:file', async (c) => {
      const code = FILE.exec(c.req.param('file'))?.[1];
      const subject = code === undefined ? undefined : await findSubject(db, code);
      if (!subject) return notFound(c);
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
