import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/client';
import {
  categories,
  communityPosts,
  members,
  nicknameChanges,
  pointExchanges,
  productLikes,
  products,
  prohibitedAccounts,
  recentProducts,
} from '../../server/db/schema';
import { categoryRows } from '../../server/seed/categories';
import { freePort } from '../../server/test-processes';

/**
 * Issue 27: three instances of the real server started at the same moment on an empty PostgreSQL
 * database, behind HAProxy with deploy/haproxy.cfg (scripts/test-instances.sh starts PostgreSQL, installs
 * HAProxy as root, and runs this file; part of `npm test -- postgres`, which CI runs).
 *
 * All three come up and the data is seeded once; then the races of the issue, sent to the three
 * instances in turn, give exact counts; an operator switch flipped on one is seen by the others; a
 * token of one works on the others and a lost refresh answer is forgiven by another; the rate limit is
 * one for all; one instance killed mid-burst behind the balancer loses no acknowledged write; one
 * instance stopped with SIGTERM behind the balancer drains without one failed request.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL || undefined;
const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
const JWT_SECRET = `instances-${randomBytes(16).toString('hex')}`;
const OPERATOR = { 'X-Operator-Key': 'dev-operator', 'Content-Type': 'application/json' };
const INSTANCES = 3;

const why = !ADMIN_URL ? 'needs PostgreSQL: run scripts/test-instances.sh' : !existsSync(HAPROXY) ? `needs HAProxy at ${HAPROXY}: apt-get install haproxy` : undefined;

interface Instance {
  readonly port: number;
  readonly base: string;
  readonly process: ChildProcess;
  readonly output: string[];
  readonly exited: Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** polls `check` until true; a check that throws something other than a refused connection stops it */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // fetch failed: not listening yet
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

let databaseUrl = '';
let databaseName = '';
let database: OpenDatabase;
const instances: Instance[] = [];
let balancer: { process: ChildProcess; base: string; output: string[] } | undefined;
const started: ChildProcess[] = [];

function startInstance(port: number): Instance {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DIST_DIR: '/nonexistent-dist',
      ASSETS_DIR: 'off',
      DRAIN_DELAY_MS: '3000',
      FAULTS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, base: `http://127.0.0.1:${port}`, process: child, output, exited };
}

beforeAll(async () => {
  if (why) return;
  // an empty database of its own
  databaseName = `instances_${randomBytes(5).toString('hex')}`;
  const admin = postgres(ADMIN_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${databaseName}"`);
  await admin.end();
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();

  // three instances at the same moment
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  instances.push(...ports.map(startInstance));
  await Promise.all(
    instances.map((instance) =>
      until(`instance ${instance.port}\n${instance.output.join('')}`, async () => {
        if (instance.process.exitCode !== null) throw new Error(`instance ${instance.port} stopped:\n${instance.output.join('')}`);
        return (await fetch(`${instance.base}/api/ready`)).ok;
      }).catch((error: unknown) => {
        throw new Error(`instance ${instance.port} did not come up: ${String(error)}\n${instance.output.join('')}`);
      }),
    ),
  );
  database = await openDatabase({ databaseUrl, databaseSchema: undefined, dataDir: ':memory:', databasePoolSize: 4 });

  const bind = await freePort();
  const output: string[] = [];
  const child = spawn(HAPROXY, ['-f', 'deploy/haproxy.cfg', '-db'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MARKET_BIND: `127.0.0.1:${bind}`,
      ...Object.fromEntries(instances.map((instance, i) => [`MARKET_INSTANCE_${i + 1}`, `127.0.0.1:${instance.port}`])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  balancer = { process: child, base: `http://127.0.0.1:${bind}`, output };
  await until('HAProxy', async () => {
    if (child.exitCode !== null) throw new Error(`HAProxy stopped:\n${output.join('')}`);
    return (await fetch(`${balancer!.base}/api/ready`)).ok;
  }).catch((error: unknown) => {
    throw new Error(`HAProxy did not answer: ${String(error)}\n${output.join('')}`);
  });
  // the checks need rise=2 seconds to put every instance in: until then HAProxy knows them as up already
}, 120_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database?.close();
  if (databaseName) {
    const admin = postgres(ADMIN_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
  }
});

// --- calls ------------------------------------------------------------------------------------------

interface Answer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  readonly body: any;
  readonly headers: Headers;
}

/** the i-th request's instance: in turn, as round robin does */
const on = (i: number) => instances[i % INSTANCES]!.base;

async function call(base: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // an HTML page (an injected fault, HAProxy's own answer)
  }
  return { status: res.status, body, headers: res.headers };
}

let people = 0;
/** a shopper of their own, signing in from an address of their own (as real people do) */
async function member(base: string = on(people)): Promise<{ token: string; refreshToken: string; memberId: number; address: string }> {
  people += 1;
  const address = `10.27.${people >> 8}.${people & 255}`;
  const email = `instances-${databaseName}-${people}@example.com`;
  const form = new URLSearchParams({ client_id: 'market-web', redirect_uri: '/login-landing', state: 'instances', name: '김경주', email, gender: 'F', birthyear: '1990', mobile: '010-1234-5678', action: 'agree' });
  for (const item of ['email', 'gender', 'birthyear', 'mobile']) form.append('agree', item);
  const consent = await fetch(`${base}/dev/idp/naver/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const socialToken = new URLSearchParams((consent.headers.get('location') ?? '').split('#')[1] ?? '').get('access_token') ?? '';
  const signIn = await call(base, 'POST', '/api/v2/auth/social/signin-and-up', {
    headers: { socialToken, deviceUuid: 'w-instances', 'X-Forwarded-For': address },
    body: { channelType: 1001, redirectUri: '/login-landing', state: 'instances', deviceType: 1002 },
  });
  expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  const [row] = await database.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  return { token: signIn.body.accessToken, refreshToken: signIn.body.refreshToken, memberId: row!.id, address };
}

const sorted = (answers: readonly Answer[]) => answers.map((answer) => answer.status).sort((a, b) => a - b);
const no5xx = (answers: readonly Answer[]) => expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.body)).toEqual([]);

// --- the tests --------------------------------------------------------------------------------------

describe.skipIf(why !== undefined)(`three instances on one PostgreSQL behind HAProxy${why ? ` (skipped: ${why})` : ''}`, () => {
  it('started at the same moment on an empty database, all came up and the data was seeded exactly once', async () => {
    for (const instance of instances) expect(instance.process.exitCode, instance.output.join('')).toBeNull();
    expect(await database.db.$count(categories)).toBe(categoryRows().length);
    expect(await database.db.$count(prohibitedAccounts)).toBe(1);
    expect(await database.db.$count(products)).toBe(410);
    expect(await database.db.$count(communityPosts)).toBe(203);
    const versions = await Promise.all(instances.map(async (instance) => (await call(instance.base, 'GET', '/api/v2/app/profile', { headers: { deviceUuid: 'w-instances' } })).body.appInfo.webVersion));
    expect(new Set(versions).size).toBe(1);
  });

  it('nickname changes, 6 at once for each of 5 members (2 per instance): exactly 3 each', async () => {
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => member()));
    const answers = await Promise.all(
      shoppers.flatMap(({ token, address }, m) =>
        Array.from({ length: 6 }, (_, k) => call(on(k), 'PUT', '/api/v1/user/nick-name', { token, headers: { 'X-Forwarded-For': address }, body: { nickName: `경주${databaseName.slice(-4)}${m}${k}` } })),
      ),
    );
    no5xx(answers);
    for (const [m, shopper] of shoppers.entries()) {
      expect(sorted(answers.slice(m * 6, m * 6 + 6))).toEqual([200, 200, 200, 429, 429, 429]);
      expect(await database.db.$count(nicknameChanges, eq(nicknameChanges.memberId, shopper.memberId))).toBe(3);
    }
  });

  it('the same product marked recently viewed from 3 instances at once, 5 times: no 500, in the list once', async () => {
    const [product] = await database.db.select({ productNo: products.productNo }).from(products).orderBy(asc(products.productNo)).limit(1);
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => member()));
    const answers = await Promise.all(shoppers.flatMap(({ token }) => instances.map((instance) => call(instance.base, 'POST', '/api/v1/user/recent-product', { token, body: { productNo: product!.productNo } }))));
    no5xx(answers);
    expect(new Set(sorted(answers))).toEqual(new Set([200]));
    for (const shopper of shoppers) expect(await database.db.$count(recentProducts, eq(recentProducts.memberId, shopper.memberId))).toBe(1);
  });

  it('the exchange with one request key on 3 instances: applied once; the attendance stamp: one', async () => {
    const shopper = await member();
    expect((await call(on(1), 'POST', `/api/dev/operator/users/${shopper.memberId}/points`, { headers: OPERATOR, body: { amount: 3000 } })).status).toBe(200);
    const exchanges = await Promise.all(instances.map((instance) => call(instance.base, 'POST', '/api/v1/user/point/exchange', { token: shopper.token, body: { amount: 1000, requestKey: 'instances-key' } })));
    no5xx(exchanges);
    expect(sorted(exchanges)).toEqual([200, 200, 200]);
    expect(new Set(exchanges.map((answer) => answer.body.exchangeId)).size).toBe(1);
    expect(await database.db.$count(pointExchanges, eq(pointExchanges.memberId, shopper.memberId))).toBe(1);
    const stamps = await Promise.all(instances.map((instance) => call(instance.base, 'POST', '/api/v1/game/attendance', { token: shopper.token })));
    no5xx(stamps);
    expect(sorted(stamps)).toEqual([200, 409, 409]);
  });

  it('likes from 50 members and reports of 3 members spread over the instances: 50 likes, hidden everywhere', async () => {
    const [post] = await database.db
      .select({ id: communityPosts.id, likeCount: communityPosts.likeCount })
      .from(communityPosts)
      .where(and(eq(communityPosts.communityType, 'DASHBOARD'), isNull(communityPosts.deletedAt), eq(communityPosts.isHidden, false)))
      .orderBy(asc(communityPosts.id))
      .limit(1);
    const likers = await Promise.all(Array.from({ length: 50 }, () => member()));
    const likes = await Promise.all(likers.map(({ token }, i) => call(on(i), 'PUT', `/api/v1/community/dashboard/${post!.id}/like`, { token, body: { isLiked: true } })));
    no5xx(likes);
    const [liked] = await database.db.select({ likeCount: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, post!.id));
    expect(liked!.likeCount).toBe(post!.likeCount + 50);

    const reports = await Promise.all(likers.slice(0, 3).map(({ token }, i) => call(on(i), 'POST', '/api/v1/community/accuse', { token, body: { communityType: 'DASHBOARD', postId: post!.id, reasonCode: 'SPAM' } })));
    no5xx(reports);
    expect(sorted(reports)).toEqual([201, 201, 201]);
    for (const instance of instances) expect((await call(instance.base, 'GET', `/api/v1/community/dashboard/${post!.id}`)).status).toBe(404);
  });

  it('an operator switch flipped on one instance is seen by the others within a second', async () => {
    const path = '/api/v1/display/web/category';
    const put = await call(on(0), 'PUT', '/api/dev/operator/faults', { headers: OPERATOR, body: { rate: 1, kinds: ['error5xx'], pathPattern: `^${path}$` } });
    expect(put.status).toBe(200);
    await sleep(1000);
    for (const instance of instances) {
      const answer = await call(instance.base, 'GET', path);
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(answer.headers.get('x-injected-fault')).toBe('error5xx');
    }
    expect((await call(on(2), 'DELETE', '/api/dev/operator/faults', { headers: OPERATOR })).status).toBe(204);
    await sleep(1000);
    for (const instance of instances) expect((await call(instance.base, 'GET', path)).status).toBe(200);

    // maintenance too: switched on one, every instance's app profile says so
    expect((await call(on(1), 'POST', '/api/dev/operator/maintenance', { headers: OPERATOR, body: { isProgress: true } })).status).toBe(200);
    for (const instance of instances) expect((await call(instance.base, 'GET', '/api/v2/app/profile', { headers: { deviceUuid: 'w-instances' } })).body.systemInspectionInfo.isProgress).toBe(true);
    expect((await call(on(2), 'POST', '/api/dev/operator/maintenance', { headers: OPERATOR, body: { isProgress: false } })).status).toBe(200);
  });

  it('a token of one instance works on the others, and a lost refresh answer is forgiven by another instance', async () => {
    const shopper = await member(on(0));
    for (const instance of instances) expect((await call(instance.base, 'GET', '/api/v1/token/jwt/validation', { headers: { accessToken: shopper.token } })).status).toBe(200);
    const headers = { accessToken: shopper.token, refreshToken: shopper.refreshToken };
    const lost = await call(on(0), 'PUT', '/api/v1/token/jwt/refresh', { headers });
    expect(lost.status).toBe(200);
    const again = await call(on(1), 'PUT', '/api/v1/token/jwt/refresh', { headers });
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: lost.body });
    expect((await call(on(2), 'GET', '/api/v2/user/profile', { token: lost.body.accessToken })).status).toBe(200);
  });

  it('200 sign-in attempts from one address over the three instances: the limit is one for all (429, Korean)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(on(i), 'POST', '/api/v2/auth/social/signin-and-up', { headers: { 'X-Forwarded-For': '10.99.0.1' }, body: {} })),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(70);
    expect(refused[0]?.body).toEqual({ code: 13, message: expect.stringMatching(/^로그인 시도가 너무 잦아요\./), errorType: 'USER' });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('one instance killed mid-burst behind the balancer: 0 acknowledged writes lost', { timeout: 60_000 }, async () => {
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => member()));
    const productNos = (await database.db.select({ productNo: products.productNo }).from(products).orderBy(asc(products.productNo)).limit(20)).map((row) => row.productNo);
    const writes = shoppers.flatMap((shopper) => productNos.map((productNo) => ({ shopper, productNo, acknowledged: false })));
    writes.sort(() => Math.random() - 0.5);
    const victim = instances[1]!;
    let answered = 0;
    await Promise.all(
      writes.map(async (write) => {
        try {
          const answer = await call(balancer!.base, 'POST', '/api/v1/user/like-product', { token: write.shopper.token, body: { productNo: write.productNo } });
          write.acknowledged = answer.status === 200;
        } catch {
          write.acknowledged = false;
        }
        answered += 1;
        if (answered === Math.ceil(writes.length / 4)) victim.process.kill('SIGKILL');
      }),
    );
    await victim.exited;
    const acknowledged = writes.filter((write) => write.acknowledged);
    expect(acknowledged.length).toBeGreaterThanOrEqual(writes.length / 4);
    const liked = await database.db
      .select({ memberId: productLikes.memberId, productNo: productLikes.productNo })
      .from(productLikes)
      .where(inArray(productLikes.memberId, shoppers.map((shopper) => shopper.memberId)));
    const present = new Set(liked.map((row) => `${row.memberId}:${row.productNo}`));
    expect(acknowledged.filter((write) => !present.has(`${write.shopper.memberId}:${write.productNo}`))).toEqual([]);
    // the balancer took it out: everything answers through the two left
    await sleep(2500);
    const after = await Promise.all(Array.from({ length: 12 }, () => call(balancer!.base, 'GET', '/api/v1/display/web/category')));
    expect(sorted(after)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('an instance stopped with SIGTERM behind the balancer drains: not one failed request, exit 0', { timeout: 60_000 }, async () => {
    const leaving = instances[2]!;
    const statuses: number[] = [];
    const failures: string[] = [];
    let sending = true;
    const stream = (async () => {
      while (sending) {
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            try {
              statuses.push((await fetch(`${balancer!.base}/api/v1/display/web/category`)).status);
            } catch (error) {
              failures.push(String(error));
            }
          }),
        );
      }
    })();
    await sleep(1000);
    leaving.process.kill('SIGTERM');
    expect(await leaving.exited, leaving.output.join('')).toBe(0);
    await sleep(500);
    sending = false;
    await stream;
    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

// a database left over would be seeded: make sure the test database is the one the instances got
it.skipIf(why !== undefined)('the instances used the database made for this run', async () => {
  const [row] = await database.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  expect(row?.name).toBe(databaseName);
});
