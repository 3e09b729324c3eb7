import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { validQuery } from '../validation';
import { CategoryQuerySchema } from '../../contract/schemas/catalog/queries';
import { categoryTree } from './categories';
import { webProfile } from './profile';
import type { Wire } from '../../contract/schemas/page';
import type { WebProfileSchema } from '../../contract/schemas/web-profile';
import type { CategoryResponseSchema } from '../../contract/schemas/category';

/** GET /api/v1/display/web/... */
export function displayWebRoutes(db: AppDb): Hono {
  return new Hono()
    .get('/profile', async (c) => c.json((await webProfile(db)) satisfies Wire<typeof WebProfileSchema>))
    .get('/category', validQuery(CategoryQuerySchema), async (c) => {
      return c.json((await categoryTree(db, c.req.valid('query').categoryCode)) satisfies Wire<typeof CategoryResponseSchema>);
    });
}
