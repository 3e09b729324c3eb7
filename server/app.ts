import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { databaseKind, type ServerConfig } from './config';
import type { AppDb } from './db/client';
import { displayWebRoutes } from './display/routes';
import { ApiError, createErrorHandler, ErrorCode, type ErrorLogger, handleNotFound } from './errors';
import { CATEGORY_IMAGE_PATH, categoryImageRoutes } from './images/category-image';
import { SHOP_STANDIN_PATH, shopStandinRoutes } from './standins/shop';
import { createStaticSite } from './static';

export interface AppOptions {
  readonly db: AppDb;
  readonly config: ServerConfig;
  /** where unexpected errors are logged (default: console.error) */
  readonly logError?: ErrorLogger;
}

/**
 * The whole server as a Hono app: the API under /api, the drawn category pictures under
 * /images/categories, the development stand-ins of external sites under /dev, the built SPA
 * everywhere else.
 */
export function createApp({ db, config, logError }: AppOptions): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(logError));
  app.notFound(handleNotFound);

  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/api', apiRoutes(db, config));
  app.all('/api/*', handleNotFound);

  app.route(CATEGORY_IMAGE_PATH, categoryImageRoutes(db));

  // /dev belongs to the stand-ins: a page that is not there (or switched off) is a plain 404,
  // never the SPA's history fallback.
  app.use('/dev/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  if (config.shopStandin) app.route(SHOP_STANDIN_PATH, shopStandinRoutes());
  app.get('/dev/*', (c) => c.text('개발용 대역 페이지가 없어요.', 404, { 'Cache-Control': 'no-store' }));

  const site = createStaticSite(config.distDir);
  site.warm();
  app.get('*', (c) => site.serve(c));
  return app;
}

function apiRoutes(db: AppDb, config: ServerConfig): Hono {
  return new Hono()
    .get('/health', async (c) => {
      try {
        await db.execute(sql`select 1`);
      } catch (cause) {
        throw new ApiError(ErrorCode.Unexpected, { status: 503, message: '데이터베이스에 연결할 수 없어요.', cause });
      }
      return c.json({ status: 'ok', database: databaseKind(config) });
    })
    .route('/v1/display/web', displayWebRoutes(db));
}
