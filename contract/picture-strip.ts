/**
 * One picture made of several, side by side (the page server's `GET /picture-strip.webp`,
 * server/picture-strip.ts): home's eleven category pictures arrive as one request instead of eleven
 * (docs/decisions.md "2026-12-07 (eighteenth session): home's category pictures as one strip"). The app draws each
 * picture as its cell of the strip (src/ui/picture-strip.tsx), and its own address when the strip
 * fails.
 */

/** where the page server answers strips */
export const PICTURE_STRIP_PATH = '/picture-strip.webp';
/** the query parameter that lists the pictures, in order (one per picture) */
export const PICTURE_STRIP_PARAM = 'src';
/** a strip holds at least two and at most this many pictures */
export const PICTURE_STRIP_MAX = 16;
/**
 * each picture's cell, in pixels: square, what a 52 CSS px picture needs on a 3× phone (the size the
 * category pictures are drawn at, server/display/category-images.ts)
 */
export const PICTURE_STRIP_CELL = 156;

/** The strip of these pictures, in this order (each an address the page server may fetch). */
export function pictureStripAddress(sources: readonly string[]): string {
  const query = new URLSearchParams(sources.map((source) => [PICTURE_STRIP_PARAM, source]));
  return `${PICTURE_STRIP_PATH}?${query.toString()}`;
}
