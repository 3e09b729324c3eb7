import { Hono } from 'hono';
import { dealRoutes } from './deals';
import type { CatalogDeps } from './deps';
import { exhibitionRoutes } from './exhibitions';
import { localRoutes } from './local';
import { noticeRoutes } from './notices';
import { productRoutes } from './product-routes';
import { searchRoutes } from './search-routes';
import { seasonRoutes } from './season';
import { userCatalogRoutes } from './user-routes';

export type { CatalogDeps } from './deps';
export { CATALOG_IMAGE_ROOT } from './images';
export { catalogImageRoutes } from './image-routes';

/**
 * The catalogue calls of SPEC.md §7 (Display, and the User calls for likes, recently viewed and
 * frequently purchased), mounted at /api. Paths and payloads: docs/api.md "Catalogue".
 */
export function catalogRoutes(deps: CatalogDeps): Hono {
  return new Hono()
    .route('/', dealRoutes(deps))
    .route('/', exhibitionRoutes(deps))
    .route('/', seasonRoutes(deps))
    .route('/', localRoutes(deps))
    .route('/', productRoutes(deps))
    .route('/', searchRoutes(deps))
    .route('/', noticeRoutes(deps))
    .route('/', userCatalogRoutes(deps));
}
