import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import { DEFAULT_FAULT_LATENCY_MS, FAULT_REFRESH_MS, type FaultKind, parseFaultsEnv, writeStartFaults } from './faults';
import { openTestDatabase } from './test-database';
import { TEST_JWT_SECRET } from './test-app';

let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});
// the setting is the database's (issue 27): every test leaves it off for the next
afterEach(async () => {
  expect((await appWith().request('/api/dev/operator/faults', { method: 'DELETE', headers: OPERATOR })).status).toBe(204);
});

const OPERATOR = { 'X-Operator-Key': 'dev-operator', 'Content-Type': 'application/json' };
/** an API call that answers 200 JSON from the database */
const CATEGORY = '/api/v1/display/web/category';

function appWith(env: Record<string, string> = {}) {
  return createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: '/nonexistent-dist', JWT_SECRET: TEST_JWT_SECRET, ...env }) });
}

/** An app whose faults are set through the operator switch: rate 1, one kind. */
async function faultyApp(kind: FaultKind, extra: Record<string, unknown> = {}) {
  const app = appWith();
  const put = await app.request('/api/dev/operator/faults', { method: 'PUT', headers: OPERATOR, body: JSON.stringify({ rate: 1, kinds: [kind], ...extra }) });
  expect(put.status).toBe(200);
  return app;
}

describe('each fault with rate 1', () => {
  let normal: { status: number; text: string };
  beforeAll(async () => {
    const res = await appWith().request(CATEGORY);
    normal = { status: res.status, text: await res.text() };
    expect(normal.status).toBe(200);
    expect(() => JSON.parse(normal.text) as unknown).not.toThrow();
  });

  it('latency: waits latencyMs, then answers normally', async () => {
    const app = await faultyApp('latency', { latencyMs: 300 });
    const started = performance.now();
    const res = await app.request(CATEGORY);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-injected-fault')).toBe('latency');
    expect(await res.text()).toBe(normal.text);
  });

  it('error5xx: 500, 502 or 503 with an HTML page, like a proxy', async () => {
    const app = await faultyApp('error5xx');
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const res = await app.request(CATEGORY);
      statuses.add(res.status);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const body = await res.text();
      expect(body).toMatch(new RegExp(`<title>${res.status} [A-Za-z ]+</title>`));
      expect(() => JSON.parse(body) as unknown).toThrow();
    }
    expect([...statuses].every((status) => [500, 502, 503].includes(status))).toBe(true);
    expect(statuses.size).toBeGreaterThan(1);
  });

  it('truncated: 200 with the first half of the real JSON', async () => {
    const app = await faultyApp('truncated');
    const res = await app.request(CATEGORY);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-length')).toBeNull();
    const body = await res.text();
    expect(body).toBe(normal.text.slice(0, Math.floor(normal.text.length / 2)));
    expect(body.length).toBeGreaterThan(0);
    expect(() => JSON.parse(body) as unknown).toThrow();
  });

  it('wrongShape: 200 with valid JSON of another shape', async () => {
    const app = await faultyApp('wrongShape');
    for (let i = 0; i < 10; i++) {
      const res = await app.request(CATEGORY);
      expect(res.status).toBe(200);
      const body = await res.text();
      const parsed = JSON.parse(body) as unknown;
      expect(body).not.toBe(normal.text);
      expect(parsed === null || Array.isArray(parsed) || typeof parsed !== 'object' || 'unexpected' in parsed).toBe(true);
    }
  });

  describe('drop, over a real socket', () => {
    let server: ServerType;
    let base: string;
    // again before each test: the setting is the database's, switched off after each test
    beforeEach(async () => {
      await faultyApp('drop', { pathPattern: '^/api/v1/display/' });
    });
    beforeAll(async () => {
      const app = appWith();
      await new Promise<void>((resolve) => {
        server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('destroys the connection without an answer', async () => {
      await expect(fetch(`${base}${CATEGORY}`)).rejects.toThrow(/fetch failed/);
    });

    it('leaves paths outside pathPattern, /api/health and the operator switch alone', async () => {
      expect((await fetch(`${base}/api/v2/survey/images/strawberry.svg`)).status).toBe(200);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect((await fetch(`${base}/api/dev/operator/faults`, { headers: OPERATOR })).status).toBe(200);
    });
  });

  it('rate 0 and unmatched paths: no fault', async () => {
    const app = await faultyApp('error5xx', { rate: 0 });
    expect((await app.request(CATEGORY)).status).toBe(200);
    const only = await faultyApp('error5xx', { pathPattern: '^/api/v2/' });
    expect((await only.request(CATEGORY)).status).toBe(200);
    expect((await only.request('/api/v2/survey/images/strawberry.svg')).status).toBeGreaterThanOrEqual(500);
  });
});

describe('the operator switch /api/dev/operator/faults', () => {
  it('PUT answers the setting, GET repeats it, DELETE switches faults off', async () => {
    const app = appWith();
    const off = { rate: 0, kinds: [], latencyMs: DEFAULT_FAULT_LATENCY_MS, pathPattern: null, times: null };
    expect(await (await app.request('/api/dev/operator/faults', { headers: OPERATOR })).json()).toEqual(off);
    const put = await app.request('/api/dev/operator/faults', {
      method: 'PUT',
      headers: OPERATOR,
      body: JSON.stringify({ rate: 0.5, kinds: ['latency', 'drop', 'latency'] }),
    });
    const setting = { rate: 0.5, kinds: ['latency', 'drop'], latencyMs: DEFAULT_FAULT_LATENCY_MS, pathPattern: null, times: null };
    expect(put.status).toBe(200);
    expect(put.headers.get('cache-control')).toBe('no-store');
    expect(await put.json()).toEqual(setting);
    expect(await (await app.request('/api/dev/operator/faults', { headers: OPERATOR })).json()).toEqual(setting);
    const del = await app.request('/api/dev/operator/faults', { method: 'DELETE', headers: OPERATOR });
    expect(del.status).toBe(204);
    expect(await (await app.request('/api/dev/operator/faults', { headers: OPERATOR })).json()).toEqual(off);
  });

  it('needs the operator key (403 code 9) and is off without one', async () => {
    const res = await appWith().request('/api/dev/operator/faults', { method: 'PUT', headers: { 'X-Operator-Key': 'wrong' }, body: '{}' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 9 });
    const production = appWith({ NODE_ENV: 'production' });
    const closed = await production.request('/api/dev/operator/faults', { method: 'PUT', headers: OPERATOR, body: JSON.stringify({ rate: 1, kinds: ['error5xx'] }) });
    expect(closed.status).toBe(404);
    expect((await production.request(CATEGORY)).status).toBe(200);
  });

  it.each([
    [{}, 10, 'rate 값이 필요해요.'],
    [{ rate: 1 }, 10, 'kinds 값이 필요해요.'],
    [{ rate: 1.5, kinds: ['latency'] }, 13, 'rate는 0에서 1 사이의 숫자여야 해요.'],
    [{ rate: '1', kinds: ['latency'] }, 12, 'rate는 0에서 1 사이의 숫자여야 해요.'],
    [{ rate: 1, kinds: [] }, 10, 'kinds에 latency, error5xx, truncated, wrongShape, drop 중 하나 이상을 넣어 주세요.'],
    [{ rate: 1, kinds: ['slow'] }, 12, 'kinds에는 latency, error5xx, truncated, wrongShape, drop만 넣을 수 있어요.'],
    [{ rate: 1, kinds: ['latency'], latencyMs: 60_001 }, 13, 'latencyMs는 0에서 60000 사이여야 해요.'],
    [{ rate: 1, kinds: ['latency'], pathPattern: '([' }, 12, 'pathPattern이 올바른 정규식이 아니에요.'],
    [{ rate: 1, kinds: ['drop'], times: 0 }, 13, 'times는 1에서 10000 사이여야 해요.'],
    [{ rate: 1, kinds: ['drop'], times: 1.5 }, 12, 'times는 정수여야 해요.'],
    [[1], 12, '요청 본문은 JSON 객체여야 해요.'],
  ])('refuses %j with code %i', async (body, code, message) => {
    const res = await appWith().request('/api/dev/operator/faults', { method: 'PUT', headers: OPERATOR, body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code, message, errorType: 'USER' });
  });
});

describe('FAULTS at start', () => {
  it('reads rate, kinds, latencyMs and pathPattern', () => {
    expect(parseFaultsEnv('rate=0.3;kinds=latency,error5xx;latencyMs=800')).toEqual({ rate: 0.3, kinds: ['latency', 'error5xx'], latencyMs: 800 });
    expect(readConfig({ FAULTS: 'rate=1; kinds=drop; pathPattern=^/api/v1/user/' }).faults).toEqual({
      rate: 1,
      kinds: ['drop'],
      latencyMs: DEFAULT_FAULT_LATENCY_MS,
      pathPattern: '^/api/v1/user/',
    });
    expect(readConfig({}).faults).toBeUndefined();
  });

  it('switches faults on from the start', async () => {
    const config = readConfig({ FAULTS: 'rate=1;kinds=error5xx' });
    await writeStartFaults(database.db, config.faults);
    const app = appWith({ FAULTS: 'rate=1;kinds=error5xx' });
    expect((await app.request(CATEGORY)).status).toBeGreaterThanOrEqual(500);
    expect((await app.request('/api/health')).status).toBe(200);
    // the switch itself is never faulted, so it can always be turned off
    expect((await app.request('/api/dev/operator/faults', { headers: OPERATOR })).status).toBe(200);
    expect((await app.request('/api/dev/operator/faults', { method: 'DELETE', headers: OPERATOR })).status).toBe(204);
    expect((await app.request(CATEGORY)).status).toBe(200);
  });

  it('reads times', () => {
    expect(parseFaultsEnv('rate=1;kinds=drop;times=2')).toEqual({ rate: 1, kinds: ['drop'], latencyMs: DEFAULT_FAULT_LATENCY_MS, times: 2 });
  });

  it.each(['rate=2;kinds=latency', 'kinds=latency', 'rate=1', 'rate=1;kinds=slow', 'rate=1;kinds=latency;latencyMs=-1', 'rate=1;kinds=latency;pathPattern=([', 'rate=1;kinds=latency;speed=3', 'rate=1;kinds=drop;times=0', 'rate=1;kinds=drop;times=x'])(
    'stops the server at start on %s',
    (value) => {
      expect(() => readConfig({ FAULTS: value })).toThrow(/^FAULTS: /);
    },
  );
});

describe('one setting for every instance on the database (issue 27)', () => {
  it('the switch flipped on one instance faults the others within a second, and goes off for them too', async () => {
    const [one, two, three] = [appWith(), appWith(), appWith()];
    // each instance has read (and keeps for a moment) its copy: faults off
    for (const app of [one, two, three]) expect((await app.request(CATEGORY)).status).toBe(200);
    const put = await one.request('/api/dev/operator/faults', { method: 'PUT', headers: OPERATOR, body: JSON.stringify({ rate: 1, kinds: ['error5xx'] }) });
    expect(put.status).toBe(200);
    expect((await one.request(CATEGORY)).status).toBeGreaterThanOrEqual(500);
    for (const app of [two, three]) expect(await (await app.request('/api/dev/operator/faults', { headers: OPERATOR })).json()).toMatchObject({ rate: 1, kinds: ['error5xx'] });
    await new Promise((resolve) => setTimeout(resolve, FAULT_REFRESH_MS + 50));
    for (const app of [two, three]) expect((await app.request(CATEGORY)).status).toBeGreaterThanOrEqual(500);

    expect((await three.request('/api/dev/operator/faults', { method: 'DELETE', headers: OPERATOR })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, FAULT_REFRESH_MS + 50));
    for (const app of [one, two, three]) expect((await app.request(CATEGORY)).status).toBe(200);
  });

  it('times: exactly that many requests meet the fault, counted over all instances', async () => {
    const [one, two] = [appWith(), appWith()];
    const put = await one.request('/api/dev/operator/faults', {
      method: 'PUT',
      headers: OPERATOR,
      body: JSON.stringify({ rate: 1, kinds: ['error5xx'], pathPattern: '^/api/v1/display/web/category$', times: 3 }),
    });
    expect(await put.json()).toMatchObject({ times: 3 });
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => Promise.resolve((i % 2 === 0 ? one : two).request(CATEGORY)).then((res) => res.status)));
    expect(statuses.filter((status) => status >= 500)).toHaveLength(3);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(await (await two.request('/api/dev/operator/faults', { headers: OPERATOR })).json()).toMatchObject({ rate: 1, times: 0 });
  });
});
