import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase, type OpenDatabase } from './db/client';
import { MIGRATIONS_DIR } from './db/migrate';
import { Lifecycle, readinessRoutes } from './readiness';
import { TEST_JWT_SECRET } from './test-app';
import { openTestDatabase } from './test-database';
import { freePort } from './test-processes';

/**
 * Issue 27, behind a balancer: readiness (/api/ready) apart from liveness (/api/health), and the
 * drain on SIGTERM: out of the balancer first, then no new connections, the requests in flight
 * finished, exit 0.
 */

let database: OpenDatabase;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  dir = mkdtempSync(join(tmpdir(), 'market-ready-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('/api/ready', () => {
  it('is 200 while the database answers and the migrations are applied; 503 while draining, with connections closed', async () => {
    const lifecycle = new Lifecycle();
    const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: '/nonexistent-dist' }), lifecycle });
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('connection')).toBeNull();
    lifecycle.startDraining();
    const draining = await app.request('/api/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ code: 5, message: expect.stringMatching(/[가-힣]/), errorType: 'SYSTEM' });
    // liveness is not readiness: the draining instance still answers, and closes each connection after
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
  });

  it('is 503 while a migration this build knows is not applied', async () => {
    const migrations = join(dir, 'migrations');
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    writeFileSync(join(migrations, '9999_later.sql'), 'select 1;\n');
    const response = await readinessRoutes(database.db, new Lifecycle(), migrations).request('/');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 5, message: expect.stringContaining('마이그레이션') });
    expect((await readinessRoutes(database.db, new Lifecycle()).request('/')).status).toBe(200);
  });
});

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL || undefined;

async function waitFor(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${output.join('')}`);
}

describe('SIGTERM', () => {
  const schema = DATABASE_URL ? `drain_${randomBytes(5).toString('hex')}` : undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (schema) {
      const own = await openDatabase({ databaseUrl: DATABASE_URL, databaseSchema: schema, dataDir: ':memory:' });
      await own.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await own.close();
    }
  });

  it('drains: out of the balancer, the request in flight answered, then exit 0', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: schema } : { DATA_DIR: join(dir, 'data') }),
        JWT_SECRET: TEST_JWT_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DIST_DIR: '/nonexistent-dist',
        ASSETS_DIR: 'off',
        DRAIN_DELAY_MS: '1500',
        FAULTS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    await waitFor(`${base}/api/ready`, child, output);

    // a slow call: 2.5 s of injected latency
    const put = await fetch(`${base}/api/dev/operator/faults`, {
      method: 'PUT',
      headers: { 'X-Operator-Key': 'dev-operator', 'Content-Type': 'application/json' },
      body: JSON.stringify({ rate: 1, kinds: ['latency'], latencyMs: 2500, pathPattern: '^/api/v1/display/web/category$' }),
    });
    expect(put.status).toBe(200);
    const slow = fetch(`${base}/api/v1/display/web/category`).then(async (res) => ({ status: res.status, body: await res.text() }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const termAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    // draining: the balancer's check says no, traffic that still comes is served, connections close
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');

    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toBeTruthy();
    expect(await exited, output.join('')).toBe(0);
    expect(Date.now() - termAt).toBeGreaterThanOrEqual(1500);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
