import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { databaseKind, type ServerConfig } from './config';
import type { AppDb } from './db/client';
import { displayWebRoutes } from './display/routes';
import { ApiError, createErrorHandler, ErrorCode, type ErrorLogger, handleNotFound } from './errors';
import { createStaticSite } from './static';

export interface AppOptions {
  readonly db: AppDb;
  readonly config: ServerConfig;
  /** where unexpected errors are logged (default: console.error) */
  readonly logError?: ErrorLogger;
}

/** The whole server as a Hono app: the API under /api, the built SPA everywhere else. */
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
