/**
 * Where the catalogue pictures are served (server/catalog/image-routes.ts, drawn by server/art/catalog). Every imageUrl the
 * catalogue answers is one of these paths: drawn by the server as SVG, cacheable for a day.
 */
export const CATALOG_IMAGE_ROOT = '/images';

export const imagePaths = {
  /** view 1: the product; 2: a close-up; 3: its packaging */
  product: (productNo: number, view: 1 | 2 | 3 = 1) => `${CATALOG_IMAGE_ROOT}/products/${productNo}${view === 1 ? '' : `-${view}`}.svg`,
  store: (storeId: number) => `${CATALOG_IMAGE_ROOT}/stores/${storeId}.svg`,
  banner: (bannerId: number) => `${CATALOG_IMAGE_ROOT}/banners/${bannerId}.svg`,
  period: (periodId: number) => `${CATALOG_IMAGE_ROOT}/periods/${periodId}.svg`,
  event: (eventId: number) => `${CATALOG_IMAGE_ROOT}/events/${eventId}.svg`,
  /** a product kind alone (season groups, delicacies) */
  kind: (kind: string) => `${CATALOG_IMAGE_ROOT}/kinds/${kind}.svg`,
  region: (code: string) => `${CATALOG_IMAGE_ROOT}/regions/${code}.svg`,
} as const;
