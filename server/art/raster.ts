import { execFile } from 'node:child_process';
import type sharpFunction from 'sharp';

/**
 * The drawn pictures as WebP, for the pages that show many of them.
 *
 * A browser opens every SVG `<img>` as a document of its own (parse, style, layout, paint, all on the
 * page's main thread): home's fifty pictures cost more main-thread work than its whole hydration
 * (docs/decisions.md "Issue 24: pictures as WebP"). A raster picture is decoded off the main thread.
 * So the catalogue's pictures (products, stores, kinds, regions, categories) are published as
 * `<name>.webp`, rasterised from the same drawing at twice its own size (sharp on a phone's screen at
 * the card's width), and the `.svg` of each stays served for links stored before.
 *
 * The drawings label some pictures in Korean (`<text>`): a server without a Korean font (fontconfig
 * finds none) rasterises them without their labels rather than with empty boxes; the name is beside
 * every picture in the app anyway. Banners, whose words are their content, are drawn at 1.5 times
 * their size (a 750-wide drawing on a phone's full width) and not at all without a Korean font
 * (`NoKoreanFontError`: the answer is then the drawing itself, which the phone draws with its fonts).
 */

/** Raster pictures, by path: deterministic, so every instance makes the same bytes (several share one database). */
const MAX_ENTRIES = 2000;
/** The raster while it is being made, then its bytes (which knownRaster answers without waiting). */
const cache = new Map<string, Promise<Buffer> | Buffer>();

let sharpModule: Promise<{ default: typeof sharpFunction }> | undefined;
/** sharp, loaded once and only when a picture is first made (its native binary is large) */
export const loadSharp = (): Promise<{ default: typeof sharpFunction }> => (sharpModule ??= import('sharp'));
let koreanFont: Promise<boolean> | undefined;

/** Whether fontconfig knows a font with Korean glyphs (`fc-list :lang=ko`); no fontconfig counts as none. */
function hasKoreanFont(): Promise<boolean> {
  koreanFont ??= new Promise((resolve) => {
    execFile('fc-list', [':lang=ko', 'family'], { timeout: 5000 }, (error, stdout) => resolve(!error && stdout.trim() !== ''));
  });
  return koreanFont;
}

/** The drawing without its text elements (for a server that has no Korean font). */
export function withoutText(svg: string): string {
  return svg.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, '');
}

/** The drawing's own width and height from its root element. */
export function drawingSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('drawing without a size');
  return { width, height };
}

export interface RasterOptions {
  /** times the drawing's own size (default 2) */
  readonly scale?: number;
  /** its words are its content: no raster without a Korean font (default: the labels are dropped) */
  readonly wordsRequired?: boolean;
  /** whether a Korean font is there (default: what fontconfig says; tests set it) */
  readonly koreanFont?: boolean;
}

/** This server cannot draw Korean words (fontconfig knows no Korean font). */
export class NoKoreanFontError extends Error {
  constructor() {
    super('이 서버에는 한글 글꼴이 없어 글자가 있는 그림을 WebP로 만들지 않아요.');
  }
}

/** The drawing as WebP at `scale` times its own size. */
export async function rasterize(svg: string, { scale = 2, wordsRequired = false, koreanFont }: RasterOptions = {}): Promise<Buffer> {
  const [{ default: sharp }, korean] = await Promise.all([loadSharp(), koreanFont ?? hasKoreanFont()]);
  if (!korean && wordsRequired && /<text\b/.test(svg)) throw new NoKoreanFontError();
  const source = korean ? svg : withoutText(svg);
  const { width } = drawingSize(source);
  return sharp(Buffer.from(source), { density: 72 * scale })
    .resize({ width: Math.round(width * scale) })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}

/** One raster per key at a time and kept (least recently made goes first): a busy page asks for the same pictures over and over. */
export function rasterOnce(key: string, draw: () => string, options?: RasterOptions): Promise<Buffer> {
  return madeOnce(key, () => rasterize(draw(), options));
}

/** The bytes `make` gives for this key, made once at a time and kept like every raster here. */
export function madeOnce(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const known = cache.get(key);
  if (known) return Promise.resolve(known);
  const making = make();
  cache.set(key, making);
  making.then(
    // the bytes in the promise's place (same key, same place in the order), unless it was dropped meanwhile
    (raster) => cache.get(key) === making && cache.set(key, raster),
    () => cache.delete(key),
  );
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return making;
}

/**
 * A square WebP `side` pixels wide of a picture (bytes sharp reads: JPEG, PNG, WebP, GIF's first
 * frame), its middle cropped like the lists' `object-fit: cover`, turned upright by its EXIF
 * orientation as browsers show photos. The community's lists show a post's first picture at 88 px
 * (docs/decisions.md "Community thumbnails").
 */
export async function squareThumbnail(input: Buffer, side: number): Promise<Buffer> {
  const { default: sharp } = await loadSharp();
  return sharp(input).rotate().resize({ width: side, height: side, fit: 'cover' }).webp({ quality: 80, effort: 4 }).toBuffer();
}

/** The raster made for this key, if it is made and still kept. */
export function knownRaster(key: string): Buffer | undefined {
  const known = cache.get(key);
  return Buffer.isBuffer(known) ? known : undefined;
}

