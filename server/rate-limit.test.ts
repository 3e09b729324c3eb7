import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './db/client';
import { clientAddress, normalizeAddress, RATE_BUCKETS, type RateBucket, rateLimitMessage } from './rate-limit';
import { bearer, signInNaver, testApp, type TestApp, testClock } from './test-app';
import { openTestDatabase } from './test-database';

/**
 * Issue 27, rate limits: per address and per member, shared by every instance (counted in the
 * database), far above what a person does; over a limit 429 with code 13, a Korean message and
 * Retry-After. docs/security.md "Rate limits" has the table.
 */

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

let sequence = 0;
/** an address of its own for each test: the limits are counted in the shared database */
const nextAddress = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

/** the connection a real server would see: its peer's address */
const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

interface Sent {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: { code?: number; message?: string; errorType?: string };
}

async function send(t: TestApp, method: string, path: string, { address, token, headers = {} }: { address?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Sent> {
  const init = { method, headers: { ...(token ? { ...bearer(token), accessToken: token } : {}), ...headers } };
  const res = await (address === undefined ? t.app.request(path, init) : t.app.request(path, init, peer(address)));
  const text = await res.text();
  let body: Sent['body'] = {};
  try {
    body = JSON.parse(text) as Sent['body'];
  } catch {
    // not JSON: a route's own answer we do not look at
  }
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body };
}

/** the first route of the bucket, with its parameters filled */
function routeOf(bucket: RateBucket): { method: string; path: string } {
  const [methods, path] = bucket.routes[0]!;
  return { method: methods[0]!, path: path.replace(/:[A-Za-z]+/g, '1') };
}

async function expectRefused(sent: Sent, bucket: RateBucket): Promise<number> {
  expect(sent.status).toBe(429);
  expect(sent.body).toEqual({ code: 13, message: expect.stringContaining(bucket.subject), errorType: 'USER' });
  expect(sent.body.message).toMatch(/너무 잦아요\. \d+(초|분) 뒤에 다시 시도해 주세요\.$/);
  const retryAfter = Number(sent.retryAfter);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  return retryAfter;
}

describe.each(RATE_BUCKETS.map((bucket) => [bucket.name, bucket] as const))('%s', (_name, bucket) => {
  it(`lets ${bucket.perAddress.limit} calls from one address through, refuses the next with 429, and lets calls through again after Retry-After`, async () => {
    const time = testClock();
    const t = testApp(database.db, {}, time);
    const { method, path } = routeOf(bucket);
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: bucket.perAddress.limit }, () => send(t, method, path, { address })));
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
    const retryAfter = await expectRefused(await send(t, method, path, { address }), bucket);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(bucket.perAddress.periodS / bucket.perAddress.limit));
    // another address is counted apart
    expect((await send(t, method, path, { address: nextAddress() })).status).not.toBe(429);
    time.advance(retryAfter);
    expect((await send(t, method, path, { address })).status).not.toBe(429);
  });

  it.skipIf(bucket.perMember === undefined)(`lets one member make ${bucket.perMember?.limit} calls (from any address), and refuses the next`, async () => {
    const time = testClock();
    const t = testApp(database.db, {}, time);
    const rule = bucket.perMember!;
    const { accessToken } = await signInNaver(t);
    const { method, path } = routeOf(bucket);
    const answers = await Promise.all(Array.from({ length: rule.limit }, () => send(t, method, path, { address: nextAddress(), token: accessToken })));
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
    await expectRefused(await send(t, method, path, { address: nextAddress(), token: accessToken }), bucket);
    // in-process too (no address at all): the member is still known from the token
    expect((await send(t, method, path, { token: accessToken })).status).toBe(429);
    // another member is counted apart
    const other = await signInNaver(t);
    expect((await send(t, method, path, { address: nextAddress(), token: other.accessToken })).status).not.toBe(429);
  });
});

describe('shared by every instance', () => {
  it('counts calls to two instances of one database together', async () => {
    const time = testClock();
    const [one, two] = [testApp(database.db, {}, time), testApp(database.db, {}, time)];
    const bucket = RATE_BUCKETS.find((candidate) => candidate.name === 'signIn')!;
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: bucket.perAddress.limit }, (_, i) => send(i % 2 ? one : two, 'POST', '/api/v2/auth/social/signin-and-up', { address })));
    expect(answers.some((answer) => answer.status === 429)).toBe(false);
    await expectRefused(await send(one, 'POST', '/api/v2/auth/social/signin-and-up', { address }), bucket);
    await expectRefused(await send(two, 'POST', '/api/v2/auth/social/signin-and-up', { address }), bucket);
  });

  it('200 sign-in attempts from one address: the ones over the limit answer 429 with a Korean message', async () => {
    const t = testApp(database.db);
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: 200 }, () => send(t, 'POST', '/api/v2/auth/social/signin-and-up', { address })));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(200 - 120);
    expect(refused[0]?.body.message).toBe(rateLimitMessage('로그인 시도가', Number(refused[0]?.retryAfter)));
  });
});

describe('the client address', () => {
  it('is the peer, or behind a trusted proxy the last address of X-Forwarded-For that is not a proxy', async () => {
    const app = new Hono();
    const seen: Array<string | undefined> = [];
    app.get('/address-probe', (c) => {
      seen.push(clientAddress(c, ['loopback', '10.0.0.2']));
      return c.text('ok');
    });
    const probe = (remoteAddress: string, forwarded?: string) =>
      app.request('/address-probe', { headers: forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded } }, peer(remoteAddress));
    await probe('203.0.113.9');
    await probe('203.0.113.9', '1.2.3.4'); // not a proxy of ours: the header is the client's own
    await probe('127.0.0.1', '1.2.3.4'); // the balancer on this host
    await probe('::ffff:127.0.0.1', '5.6.7.8, 10.0.0.2'); // balancer behind another proxy of ours
    await probe('127.0.0.1', 'forged, 9.9.9.9'); // the client's own part is never read past a real hop
    await probe('127.0.0.1');
    await probe('2001:db8:1:2:3:4:5:6');
    await app.request('/address-probe');
    expect(seen).toEqual(['203.0.113.9', '203.0.113.9', '1.2.3.4', '5.6.7.8', '9.9.9.9', '127.0.0.1', '2001:db8:1:2::/64', undefined]);
  });

  it('normalizes IPv4-mapped addresses, counts IPv6 by its /64 and refuses what is not an address', () => {
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('2001:db8:0:0:ffff::2')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('[::1]')).toBe('0:0:0:0::/64');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    for (const bad of ['', 'unknown', '1.2.3', '1.2.3.4.5', '999.1.1.1', '::ffff:999.1.1.1', 'gggg::1']) expect(normalizeAddress(bad)).toBeUndefined();
  });
});

describe('limits a real person never meets', () => {
  it('a busy member (an evening of writing) and a busy office address never see 429', async () => {
    const time = testClock();
    const t = testApp(database.db, {}, time);
    const { accessToken } = await signInNaver(t);
    const office = nextAddress();
    const minutes = async (n: number, perMinute: Array<[string, string]>) => {
      for (let minute = 0; minute < n; minute++) {
        for (const [method, path] of perMinute) expect((await send(t, method, path, { address: office, token: accessToken })).status).not.toBe(429);
        time.advance(60);
      }
    };
    // ten minutes of: a nickname typed (10 checks), a post with 3 pictures, 3 replies, a vote, an exchange, a refresh
    await minutes(10, [
      ...Array.from({ length: 10 }, (): [string, string] => ['GET', '/api/v1/user/nick-name/validation?nickName=abc']),
      ...Array.from({ length: 3 }, (): [string, string] => ['POST', '/api/v1/community/image']),
      ['POST', '/api/v1/community/dashboard'],
      ...Array.from({ length: 3 }, (): [string, string] => ['POST', '/api/v1/community/dashboard/1/reply']),
      ['PUT', '/api/v1/community/survey/1/reply/1'],
      ['POST', '/api/v1/user/point/exchange'],
      ['PUT', '/api/v1/token/jwt/refresh'],
    ]);
  });

  it('RATE_LIMITS=off takes every limit away, and the calls in between are not limited at all', async () => {
    const t = testApp(database.db, { RATE_LIMITS: 'off' });
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: 130 }, () => send(t, 'POST', '/api/v2/auth/social/signin-and-up', { address })));
    expect(answers.some((answer) => answer.status === 429)).toBe(false);
    const limited = testApp(database.db);
    const reads = await Promise.all(Array.from({ length: 300 }, () => send(limited, 'GET', '/api/v1/display/web/category', { address })));
    expect(reads.some((answer) => answer.status === 429)).toBe(false);
  });
});
