import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { optional, queryParam, text } from '../validation';
import { categoryTree } from './categories';
import { webProfile } from './profile';
import type { Wire } from '../../contract/schemas/page';
import type { WebProfileSchema } from '../../contract/schemas/web-profile';
import type { CategoryResponseSchema } from '../../contract/schemas/category';

/** Category codes are short runs of letters, digits, '-' and '_' (seeded ones are digits: '01', '0102'). */
const CATEGORY_CODE = optional(text({ max: 32, pattern: /^[0-9A-Za-z_-]+$/ }));

/** GET /api/v1/display/web/... */
export function displayWebRoutes(db: AppDb): Hono {
  return new Hono()
    .get('/profile', async (c) => c.json((await webProfile(db)) satisfies Wire<typeof WebProfileSchema>))
    .get('/category', async (c) => {
      const code = queryParam(c, 'categoryCode', CATEGORY_CODE);
      return c.json((await categoryTree(db, code)) satisfies Wire<typeof CategoryResponseSchema>);
    });
}
