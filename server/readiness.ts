import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDb } from './db/client';
import { allApplied, type MigrationFile, readMigrations } from './db/migrate';
import { ApiError, ErrorCode, errorResponse } from './errors';

/**
 * Readiness, apart from liveness (issue 27, deploy/): `/api/health` says the process answers and
 * reaches its database (start-up scripts and tests wait on it); `/api/ready` says the balancer may
 * send it traffic: the database answers, every migration this build knows is applied, and the
 * instance is not draining. On SIGTERM (server/main.ts) the instance drains: /api/ready answers 503
 * so the balancer's health check takes it out, every answer carries `Connection: close` so kept-alive
 * connections end after their request, then it stops taking connections, finishes the requests in
 * flight and exits.
 */

export class Lifecycle {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }

  /** every answer closes its connection while draining (app.ts, before everything) */
  readonly closeWhileDraining: MiddlewareHandler = async (c, next) => {
    await next();
    if (this.draining) c.header('Connection', 'close');
  };
}

const notReady = (message: string, cause?: unknown) => new ApiError(ErrorCode.Unexpected, { status: 503, message, cause });

/** GET /api/ready, mounted in the API routes. */
export function readinessRoutes(db: AppDb, lifecycle: Lifecycle, migrationsDir?: string): Hono {
  let files: Promise<MigrationFile[]> | undefined;
  // once every migration was seen applied, it stays so (files are never removed)
  let migrated = false;
  return new Hono().get('/', async (c) => {
    if (lifecycle.isDraining) return errorResponse(c, notReady('서버를 내리는 중이에요. 다른 서버로 보내 주세요.'));
    try {
      await db.execute(sql`select 1`);
    } catch (cause) {
      return errorResponse(c, notReady('데이터베이스에 연결할 수 없어요.', cause));
    }
    if (!migrated) {
      files ??= readMigrations(migrationsDir);
      migrated = await allApplied(db, await files);
      if (!migrated) return errorResponse(c, notReady('데이터베이스 준비(마이그레이션)가 아직 끝나지 않았어요.'));
    }
    return c.json({ status: 'ready' });
  });
}
