/**
 * `node --import tsx server/main.ts` (or its bundle, run by scripts/start.mjs or scripts/start.ts):
 * opens the database, then migrates, seeds when empty and records its web version as one job under
 * one lock (db/prepare.ts: many instances may start at once on one database), keeps its build's
 * hashed files for the next deploy (assets-retention.ts), serves. The database opens while the routes
 * load (issue 14, start-up): opening PGlite compiles its WASM off the main thread, the routes are
 * JavaScript on it. With MARKET_DEV=1 (`npm run dev`, scripts/dev.mjs) Vite serves the sources in
 * front of it and the pages render from the sources (server/render/vite-dev.ts).
 *
 * SIGTERM drains (issue 27, readiness.ts): /api/ready answers 503 at once and answers close their
 * connections; after DRAIN_DELAY_MS (the balancer's checks take the instance out meanwhile, and it
 * still serves what comes) it stops taking connections, finishes the requests in flight (at most
 * SHUTDOWN_GRACE_MS), runs the shutdown hooks, closes the database and exits 0. SIGINT (Ctrl-C) skips
 * the delay.
 */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { copyAssets, pruneAssets, type RetainedBuild } from './assets-retention';
import { readConfig, startupProblems } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { readMigrations } from './db/migrate';
import { prepareDatabase } from './db/prepare';
import { writeStartFaults } from './faults';
import { Lifecycle } from './readiness';
import type { startViteDev } from './render/vite-dev';
import { ShutdownHooks } from './shutdown';

interface ViteDevModule {
  startViteDev: typeof startViteDev;
}

/** how long requests in flight may take to finish once the server stops taking connections */
const SHUTDOWN_GRACE_MS = 10_000;
/** idle keep-alive connections stay open this long (see below) */
const KEEP_ALIVE_MS = 65_000;
/** how long after listening the previous builds' files are pruned */
const PRUNE_DELAY_MS = 10_000;

// a computed address: the server's bundle (npm start) leaves Vite, a development dependency, out
const viteDevModule = new URL('./render/vite-dev.ts', import.meta.url).href;
const environment = readConfig();
const problems = startupProblems(environment);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const dev = process.env.MARKET_DEV === '1' ? await (import(viteDevModule) as Promise<ViteDevModule>).then(({ startViteDev }) => startViteDev()) : undefined;
const config = { ...environment, dev: dev !== undefined };
// The pages' renderer is a production build (`npm run build`), and so, from here on, are React and the
// libraries beside it: they choose their build by NODE_ENV when they first load (React: at the first page)
// and check it again as they render, so it must say production for the rest of the process. Outside
// production (NODE_ENV unset or test) every page was rendered by React's development build, ~3× the CPU
// (issue 24, docs/decisions.md "Issue 24: server speed"). What NODE_ENV means to this server (the
// operator's key, the stand-ins, the API reference: config.ts) was read above and stays as it was.
// `npm run dev` renders the sources with React's development build, as Vite serves them to the browser.
if (!dev) process.env.NODE_ENV = 'production';
// read while the database opens (server/db/prepare.ts says why)
const migrations = readMigrations();
// handled where it is awaited (prepareDatabase): a failed read is not an unhandled rejection meanwhile
migrations.catch(() => undefined);
const [database, { createApp }] = await Promise.all([
  openDatabase(config).catch((error: unknown) => {
    // another server has the data folder: say so, not a stack trace
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }),
  import('./app'),
]);
await prepareDatabase(database.db, { migrations });
await writeStartFaults(database.db, config.faults);
// the previous build's files are a courtesy to pages already open: never a reason not to start
const keepingAssetsFailed = (error: unknown) => console.warn(`[server] ASSETS_DIR ${config.assetsDir} 에 빌드 파일을 보관하지 못했어요:`, error);
const { assetsDir } = config;
const retained = assetsDir === undefined ? undefined : copyBuildAssets(assetsDir);

function copyBuildAssets(store: string): RetainedBuild | undefined {
  try {
    return copyAssets(join(config.distDir, 'client'), store);
  } catch (error) {
    keepingAssetsFailed(error);
    return undefined;
  }
}

const shutdown = new ShutdownHooks();
const lifecycle = new Lifecycle();
const app = createApp({ db: database.db, config, shutdown, lifecycle, pages: dev?.pages });
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port, ...(dev ? { createServer: dev.createServer } : {}) }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`마켓 앱이 준비되었어요: http://${host}:${info.port}/ (데이터베이스: ${database.kind}${dev ? ', 개발 모드' : ''})`);
  // older builds' files go a while after the instance answers (server/assets-retention.ts): its first
  // requests do not wait behind a look at thousands of files
  if (assetsDir !== undefined && retained !== undefined) {
    setTimeout(() => void pruneAssets(assetsDir, retained, config.assetsKeepDays).catch(keepingAssetsFailed), PRUNE_DELAY_MS).unref();
  }
});

// Keep idle connections open longer than clients and proxies do (Node closes them after 5 s). When
// the server closes a kept-alive socket just as a client reuses it, that request fails with
// ECONNRESET; the usual fix is an idle timeout above the client's (load balancers use 60 s).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `${config.host}:${config.port} 포트를 이미 다른 프로그램이 쓰고 있어요. PORT=다른번호 로 실행해 주세요.`
      : error,
  );
  void stop(1);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stopping = false;
async function stop(exitCode: number, { drain = false } = {}): Promise<void> {
  if (stopping) return;
  stopping = true;
  lifecycle.startDraining();
  if (drain && config.drainDelayMs > 0) await sleep(config.drainDelayMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  const finished = await Promise.race([closed.then(() => true), sleep(SHUTDOWN_GRACE_MS).then(() => false)]);
  if (!finished && 'closeAllConnections' in server) server.closeAllConnections();
  try {
    await dev?.vite.close();
    await shutdown.run();
    await database.close();
  } catch (error) {
    console.error(error);
    exitCode = 1;
  }
  process.exit(exitCode);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0, { drain: true }));
