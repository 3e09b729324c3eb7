import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { appCallRoutes } from './app-calls/routes';
import { previousAssets } from './assets-retention';
import { signingKeys } from './auth/keys';
import { type MemberAuth, memberAuth } from './auth/middleware';
import { noSocialProviders, type SocialTokenVerifier } from './auth/social-identity';
import { socialAuthRoutes } from './auth/social-routes';
import { tokenRoutes } from './auth/token-routes';
import { TokenService } from './auth/tokens';
import { catalogImageRoutes, CATALOG_IMAGE_ROOT, catalogRoutes } from './catalog/routes';
import type { SearchEngine } from './catalog/search';
import { defaultSearchEngine } from './catalog/search-routes';
import { COMMUNITY_IMAGE_PATH, COMMUNITY_UPLOAD_PATH, communityUploadLimit } from './community/image-routes';
import { popularPosts, type PopularPosts } from './community/popular';
import { communityImageRoutes, communityRoutes } from './community/routes';
import { compressAnswers } from './compress';
import { databaseKind, type ServerConfig } from './config';
import type { AppDb } from './db/client';
import { displayWebRoutes } from './display/routes';
import { ApiError, createErrorHandler, ErrorCode, type ErrorLogger, handleNotFound } from './errors';
import { databaseFaultStore, faultInjector } from './faults';
import { faultRoutes } from './faults-routes';
import { CATEGORY_IMAGE_PATH, categoryImageRoutes } from './display/category-images';
import { userRoutes } from './members/routes';
import { openApiRoutes } from './openapi';
import { OPERATOR_PATH, operatorRoutes } from './operator/routes';
import { databaseRateLimiter, mountRateLimits } from './rate-limit';
import { memberDataRoutes } from './points/routes';
import { Lifecycle, readinessRoutes } from './readiness';
import { securityHeaders } from './security-headers';
import type { ShutdownHooks } from './shutdown';
import { IDP_PATH } from './standins/idp/pages';
import { idpStandinRoutes } from './standins/idp/routes';
import { idpStandinVerifier } from './standins/idp/verifier';
import { MESSENGER_STANDIN_PATH, messengerStandinRoutes } from './standins/messenger';
import { SHOP_STANDIN_PATH, shopStandinRoutes } from './standins/shop';
import { appPages, type PagesSource } from './render/app-pages';
import { createStaticSite } from './static';
import { surveyRoutes } from './survey/routes';
import { pictureStrip } from './picture-strip';
import { PICTURE_STRIP_PATH } from '../contract/picture-strip';
import { type Clock, systemClock } from './time';
import { bodyLimits } from './validation';

export interface AppOptions {
  readonly db: AppDb;
  readonly config: ServerConfig;
  /** where unexpected errors are logged (default: console.error) */
  readonly logError?: ErrorLogger;
  /** the current time (default: the system clock); tests move it to expire tokens */
  readonly clock?: Clock;
  /** where start-up warnings go (default: console.warn), e.g. a missing JWT_SECRET */
  readonly warn?: (message: string) => void;
  /** where work to finish before the database closes is registered (server/main.ts); tests: none */
  readonly shutdown?: ShutdownHooks;
  /** where the pages' renderer comes from: the build (default), or Vite in development (server/render/vite-dev.ts) */
  readonly pages?: PagesSource;
  /** draining on SIGTERM (server/main.ts): /api/ready answers 503 and connections close */
  readonly lifecycle?: Lifecycle;
}

/** What the API routes share: the database, the tokens and the member middleware. */
interface Services {
  readonly db: AppDb;
  readonly config: ServerConfig;
  readonly clock: Clock;
  readonly tokens: TokenService;
  readonly auth: MemberAuth;
  readonly verifySocialToken: SocialTokenVerifier;
  readonly shutdown: ShutdownHooks | undefined;
  readonly search: SearchEngine;
  /** the 인기 tab's answers, shared by visitors */
  readonly popular: PopularPosts;
  readonly lifecycle: Lifecycle;
}

/**
 * The whole server as a Hono app: the API under /api, the drawn category pictures under
 * /images/categories, the development stand-ins of external sites under /dev, the build's files,
 * and the app's pages rendered from the same components as the browser's everywhere else.
 */
export function createApp({ db, config, logError, clock = systemClock, warn, shutdown, pages, lifecycle = new Lifecycle() }: AppOptions): Hono {
  const keys = signingKeys(config.jwtSecret, warn);
  const tokens = new TokenService(db, {
    key: keys.access,
    accessTtlS: config.accessTokenTtlS,
    refreshTtlS: config.refreshTokenTtlS,
    graceS: config.refreshGraceS,
    clock,
  });
  const services: Services = {
    db,
    config,
    clock,
    tokens,
    auth: memberAuth(tokens),
    verifySocialToken: config.idpStandin ? idpStandinVerifier(keys.idp, clock) : noSocialProviders,
    shutdown,
    search: defaultSearchEngine(db, shutdown),
    popular: popularPosts(db, clock),
    lifecycle,
  };

  const app = new Hono();
  app.onError(createErrorHandler(logError));
  app.notFound(handleNotFound);
  app.use(lifecycle.closeWhileDraining);
  app.use(
    securityHeaders({
      apiOrigins: config.apiOrigins,
      dev: config.dev,
      messengerSdkOrigin: config.messengerSdkOrigin,
      analytics: config.analytics,
    }),
  );

  app.use('/api/*', compressAnswers());
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // the community upload's own 413 message (10 MB per picture) answers before the general limits
  app.use(COMMUNITY_UPLOAD_PATH, communityUploadLimit);
  app.use('/api/*', bodyLimits);
  const faults = faultInjector(databaseFaultStore(db));
  app.use('/api/*', faults.middleware);
  if (config.rateLimits) mountRateLimits(app, { limiter: databaseRateLimiter(db, clock), trustedProxies: config.trustedProxies, memberOf: (token) => tokens.memberOf(token) });
  if (config.operatorKey !== undefined) app.route(`/api${OPERATOR_PATH}/faults`, faultRoutes(faults, config.operatorKey));
  app.route('/api', apiRoutes(services));
  app.all('/api/*', handleNotFound);

  app.route(CATEGORY_IMAGE_PATH, categoryImageRoutes(db));
  app.route(CATALOG_IMAGE_ROOT, catalogImageRoutes(db));
  app.route(COMMUNITY_IMAGE_PATH, communityImageRoutes(db));
  app.get(PICTURE_STRIP_PATH, pictureStrip({ local: (request) => Promise.resolve(app.fetch(request)), apiOrigins: config.apiOrigins }));

  // /dev belongs to the stand-ins: a page that is not there (or switched off) is a plain 404,
  // never the SPA's history fallback.
  app.use('/dev/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  if (config.shopStandin) app.route(SHOP_STANDIN_PATH, shopStandinRoutes({ db, tokens }));
  if (config.messengerStandin) app.route(MESSENGER_STANDIN_PATH, messengerStandinRoutes());
  if (config.idpStandin) app.route(IDP_PATH, idpStandinRoutes(keys.idp, clock));
  app.get('/dev/*', (c) => c.text('개발용 대역 페이지가 없어요.', 404, { 'Cache-Control': 'no-store' }));

  const site = createStaticSite(join(config.distDir, 'client'));
  site.warm();
  // a rolling deploy: the previous build's hashed files, for pages an instance of that build served
  if (config.assetsDir !== undefined) app.use('/assets/*', previousAssets(config.assetsDir));
  const renderer = appPages({ config, api: (request) => Promise.resolve(app.fetch(request)), source: pages });
  app.get('*', (c) => site.serve(c) ?? renderer.serve(c));
  return app;
}

function apiRoutes({ db, config, clock, tokens, auth, verifySocialToken, shutdown, search, popular, lifecycle }: Services): Hono {
  const api = new Hono()
    .get('/health', async (c) => {
      try {
        await db.execute(sql`select 1`);
      } catch (cause) {
        throw new ApiError(ErrorCode.Unexpected, { status: 503, message: '데이터베이스에 연결할 수 없어요.', cause });
      }
      return c.json({ status: 'ok', database: databaseKind(config) });
    })
    .route('/ready', readinessRoutes(db, lifecycle))
    .route('/v1/display/web', displayWebRoutes(db))
    .route('/v1/token/jwt', tokenRoutes(tokens))
    .route('/v2/auth/social', socialAuthRoutes(db, tokens, auth, verifySocialToken))
    .route('/', userRoutes(db, auth, clock))
    .route('/', appCallRoutes(db, auth, clock))
    .route('/', catalogRoutes({ db, auth, clock, shutdown, search }))
    .route('/', surveyRoutes(db, auth, clock))
    .route('/', communityRoutes({ db, auth, clock, popular }))
    .route('/', memberDataRoutes(db, auth, clock))
    .route('/', openApiRoutes({ production: !config.apiReference }));
  if (config.operatorKey !== undefined) api.route(OPERATOR_PATH, operatorRoutes(db, tokens, config.operatorKey));
  return api;
}
