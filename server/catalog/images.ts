/**
 * Where the catalogue pictures are served (server/catalog/image-routes.ts, drawn by server/art/catalog). Every imageUrl the
 * catalogue answers is one of these paths: drawn by the server, immutable, as WebP rasterised from the drawing
 * (server/art/raster.ts: an SVG `<img>` costs the page's main thread a document of its own, and messengers show no SVG
 * as a link's picture). Each drawing stays served as `.svg` for the links stored before.
 */
export const CATALOG_IMAGE_ROOT = '/images';

export const imagePaths = {
  /** view 1: the product; 2: a close-up; 3: its packaging */
  product: (productNo: number, view: 1 | 2 | 3 = 1) => `${CATALOG_IMAGE_ROOT}/products/${productNo}${view === 1 ? '' : `-${view}`}.webp`,
  store: (storeId: number) => `${CATALOG_IMAGE_ROOT}/stores/${storeId}.webp`,
  banner: (bannerId: number) => `${CATALOG_IMAGE_ROOT}/banners/${bannerId}.webp`,
  period: (periodId: number) => `${CATALOG_IMAGE_ROOT}/periods/${periodId}.webp`,
  event: (eventId: number) => `${CATALOG_IMAGE_ROOT}/events/${eventId}.webp`,
  /** a product kind alone (season groups, delicacies) */
  kind: (kind: string) => `${CATALOG_IMAGE_ROOT}/kinds/${kind}.webp`,
  region: (code: string) => `${CATALOG_IMAGE_ROOT}/regions/${code}.webp`,
} as const;
