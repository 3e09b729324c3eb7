import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { optionalQuery } from '../request';
import { categoryTree } from './categories';
import { webProfile } from './profile';

/** Category codes are short runs of letters, digits, '-' and '_' (seeded ones are digits: '01', '0102'). */
const CATEGORY_CODE = /^[0-9A-Za-z_-]+$/;

/** GET /api/v1/display/web/... */
export function displayWebRoutes(db: AppDb): Hono {
  return new Hono()
    .get('/profile', async (c) => c.json(await webProfile(db)))
    .get('/category', async (c) => {
      const code = optionalQuery(c, 'categoryCode', { pattern: CATEGORY_CODE, maxLength: 32 });
      return c.json(await categoryTree(db, code));
    });
}
