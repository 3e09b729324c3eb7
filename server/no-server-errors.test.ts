import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './db/client';
import { bearer, OPERATOR_HEADERS, signInNaver, testApp, type TestApp } from './test-app';
import { openTestDatabase } from './test-database';
import { IMAGE_UPLOAD_LIMIT, INT4_MAX, JSON_BODY_LIMIT } from './validation';
import { stubPages } from './render/test-pages';

/**
 * Issue 11 §5: whatever a client sends, the server answers it without a 5xx. Every route of the
 * whole app (`app.routes`, so routes added later are covered too) is driven with arbitrary path
 * parameters, query strings, bodies and content types, as a visitor and as a member; no answer
 * may be 5xx, and every 4xx under /api is a catalogue body with a Korean message.
 * FUZZ_RUNS sets the runs per route (default 15; CI on PostgreSQL runs the same file).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** the fault switch answers 5xx on purpose once turned on: never called here */
const FAULT_SWITCH = /\/faults(\/|$)/;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

let database: OpenDatabase;
let t: TestApp;
let distDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  // a build's files and rendered pages: without them every non-API path would answer the "not built" 503
  distDir = mkdtempSync(join(tmpdir(), 'market-fuzz-dist-'));
  t = testApp(database.db, { DIST_DIR: distDir }, undefined, stubPages(() => '<!doctype html><title>market</title>'));
});
afterAll(async () => {
  await database?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

// --- what a client may send ------------------------------------------------------------------

/** Percent-encodes any string, lone surrogates too (encodeURIComponent throws on those). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

const EDGE_TEXT = [
  '2147483648', '2147483647', '4294967296', '9223372036854775808', '99999999999999999999999', '0', '-1', '-2147483649', '1e3', '1.5', 'NaN',
  '\u0000', 'a\u0000b', '\u0001\u001f', 'tab\there', 'line\nbreak', '\uD800', 'x\uDFFFy', '한글', '😀', '%', '%00', '%E0%A4%A', '..', '../..', ' ', "' or 1=1 --",
  'x'.repeat(300), '가'.repeat(5000),
];

const digitText = fc.oneof(fc.nat({ max: 200 }).map(String), fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String), fc.constantFrom('2147483648', '2147483647', '0'));
const anyText = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_TEXT), weight: 3 },
  { arbitrary: digitText, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary-ascii', minLength: 100, maxLength: 3000 }), weight: 1 },
);

/** path values: encoded, or sent raw (broken escapes and all) now and then */
const pathValue = fc.oneof({ arbitrary: anyText.map(encode), weight: 5 }, { arbitrary: fc.constantFrom('%', '%00', '%E0%A4%A', '%2F', '..'), weight: 1 });

/**
 * A value each field the routes read takes when it is well formed. A request starts from these
 * (extra fields are ignored by every schema), so it gets past the other fields to the one that
 * is broken: the fields of a run are replaced by one dangerous value, each with probability 1/3.
 */
const VALID: Record<string, unknown> = {
  templateId: 1, answerList: [], questionId: 1, answerIdList: [1], productNo: 1, shopId: 1, id: 1, userId: 1, alarmId: 1, ids: [1],
  adId: 'ad-1', adYN: 'Y', pushYN: 'N', emailYN: 'Y', smsYN: 'N', appVersion: '1.0.0', os: 'ios', deviceType: 1002, nickName: '딸기농부',
  cellphone: '010-1234-5678', message: '안내', value: true, isProgress: false, startDt: '2025-03-01T06:00:00+09:00', endDt: '2025-03-01T07:00:00+09:00',
  webVersion: '1.0.0', androidMinVersion: '1.0.0', iOSMinVersion: '1.0.0', provider: 'naver', email: 'fuzz@example.com', name: '김', channelType: 1001,
  redirectUri: '/', state: 's', reason: '이유', amount: 10, point: 10, points: 10, score: 10, type: 'A', limit: 10, cursor: '1', date: '2025-03-01',
  // the community (issue 13 §1)
  title: '굴국밥 끓였어요', body: '굴 한 봉지로 끓였어요.', imageIds: [1], isLiked: true, isClipped: true, communityType: 'DASHBOARD', postId: 1, replyId: 1,
  reasonCode: 'ETC', reasonText: '광고 글 같아요',
};
const QUERY_VALID: Record<string, string> = {
  page: '1', size: '20', keyword: '딸기', categoryCode: '01', categoryCodes: '01', status: 'ALL', position: 'HOME_MAIN', month: '3',
  productNo: '1', shopId: '1', nickName: '딸기농부', cellphone: '010-1234-5678', email: 'fuzz@example.com', code: 'abc', localCode: '44',
  date: '2025-03-01', answered: 'true', communityType: 'QNA', text: '김장 양념',
};
const NAMES = [...Object.keys(VALID), ...Object.keys(QUERY_VALID), 'sort', 'priceRanges', 'minPrice', 'maxPrice', 'discountRate', 'recommendationCategoryId'];
const name = fc.oneof({ arbitrary: fc.constantFrom(...NAMES), weight: 4 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });

/** the values that broke the server before (issue 11 §5), and their kin */
const DANGEROUS: unknown[] = [
  INT4_MAX + 1, 2 ** 53, 1e308, -1, 0, 1.5, -INT4_MAX - 2, '2147483648', '99999999999999999999', '\u0000', 'a\u0000b', '\u0001\u001f', '\uD800',
  'x'.repeat(20_000), null, true, [], {}, [INT4_MAX + 1], [{ questionId: INT4_MAX + 1, answerIdList: [INT4_MAX + 1] }],
];
const EDGE_NUMBERS = [INT4_MAX + 1, INT4_MAX, 0, -1, -INT4_MAX - 2, 2 ** 53, 1e308, 1.5, -0.5];
const scalar = fc.oneof(fc.constantFrom<unknown>(...EDGE_NUMBERS, ...EDGE_TEXT, true, false, null, [], {}), fc.integer(), fc.double(), anyText);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...DANGEROUS), weight: 3 },
  { arbitrary: scalar, weight: 3 },
  { arbitrary: fc.array(scalar, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.array(fc.dictionary(name, scalar, { maxKeys: 3 }), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** which fields of a base a run breaks (each with probability 1/3) */
const mask = (count: number) => fc.array(fc.nat({ max: 2 }), { minLength: count, maxLength: count }).map((draws) => draws.map((draw) => draw === 0));

function mutated<T>(base: Record<string, T>, broken: readonly boolean[], replacement: T): Record<string, T> {
  return Object.fromEntries(Object.entries(base).map(([key, item], index) => [key, broken[index] ? replacement : item]));
}

const queryString = fc
  .tuple(fc.boolean(), mask(Object.keys(QUERY_VALID).length), fc.oneof(pathValue, fc.constant('')), fc.array(fc.tuple(name, fc.oneof(pathValue, fc.constant(''))), { maxLength: 4 }))
  .map(([withBase, broken, replacement, extra]) => {
    const base = withBase ? Object.entries(mutated(Object.fromEntries(Object.entries(QUERY_VALID).map(([key, item]) => [key, encode(item)])), broken, replacement)) : [];
    const pairs = [...base, ...extra];
    return pairs.length === 0 ? '' : `?${pairs.map(([key, item]) => `${encode(key)}=${item}`).join('&')}`;
  });

interface Body {
  readonly contentType?: string;
  readonly body: string;
}

const json = (payload: unknown): string => JSON.stringify(payload) ?? 'null';
const nearlyValid = fc
  .tuple(mask(Object.keys(VALID).length), value, fc.dictionary(name, value, { maxKeys: 2 }))
  .map(([broken, replacement, extra]) => ({ ...mutated(VALID, broken, replacement), ...extra }));
const body: fc.Arbitrary<Body | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: nearlyValid.map((payload) => ({ contentType: 'application/json', body: json(payload) })), weight: 8 },
  { arbitrary: fc.dictionary(name, value, { maxKeys: 6 }).map((payload) => ({ contentType: 'application/json', body: json(payload) })), weight: 2 },
  { arbitrary: fc.jsonValue().map((payload) => ({ contentType: 'application/json', body: json(payload) })), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((text) => ({ contentType: 'application/json', body: text })), weight: 1 },
  {
    arbitrary: fc.constantFrom('{', '{"a":', '[1,', '"\\ud800"', '{"templateId":1e999}', '\u0000', '{"adId":"\\u0000"}').map((text) => ({ contentType: 'application/json', body: text })),
    weight: 1,
  },
  {
    arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'multipart/form-data', 'application/xml', '*/*', ''), nearlyValid).map(([contentType, payload]) => ({
      contentType,
      body: contentType.startsWith('multipart') ? `--xyz\r\ncontent-disposition: form-data; name="${Object.keys(payload)[0] ?? 'file'}"\r\n\r\n${json(payload)}\r\n--xyz--\r\n` : contentType === 'application/x-www-form-urlencoded' ? Object.entries(payload).map(([key, item]) => `${encode(key)}=${encode(typeof item === 'string' ? item : json(item))}`).join('&') : json(payload),
    })),
    weight: 2,
  },
);

/** header values a browser could send (printable ASCII: Request refuses anything else) */
const headerText = fc.oneof(
  { arbitrary: fc.constant('w-fuzz-device'), weight: 4 },
  { arbitrary: fc.constantFrom('', 'has spaces', 'x'.repeat(5000), '2147483648'), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')), weight: 1 },
);

// --- the routes ------------------------------------------------------------------------------

interface Route {
  readonly method: string;
  readonly path: string;
}

/** Every method and path the app has (middleware entries are 'ALL'), but the fault switch. */
function appRoutes(app: TestApp['app']): Route[] {
  const seen = new Map<string, Route>();
  for (const route of app.routes) {
    if (FAULT_SWITCH.test(route.path)) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** The path with each `:param`, `:param{regex}` and `*` filled in. */
function fillPath(path: string, values: readonly string[]): string {
  let index = 0;
  const next = () => values[index++ % values.length] ?? '1';
  return path.replace(/:[A-Za-z0-9_]+(\{(?:[^{}]|\{[^}]*\})*\})?\??/g, next).replace(/\*/g, next);
}

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/** how many answers of each status the fuzzing got (to see it reaches the handlers) */
const statuses = new Map<number, number>();

async function send(request: Sent): Promise<{ status: number; text: string }> {
  const res = await t.app.request(request.url, { method: request.method, headers: request.headers, ...(request.body === undefined ? {} : { body: request.body }) });
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  return { status: res.status, text: await res.text() };
}

function describeRequest(request: Sent): string {
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${(request.body ?? '').slice(0, 300)}`;
}

/** No 5xx; a 4xx under /api is `{ code, message, errorType }` with a Korean message. */
function expectHandled(request: Sent, answer: { status: number; text: string }): void {
  const context = `${describeRequest(request)} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status >= 400 && new URL(request.url, 'http://localhost').pathname.startsWith('/api')) {
    const parsed = JSON.parse(answer.text) as { code?: unknown; message?: unknown; errorType?: unknown };
    expect(typeof parsed.code, context).toBe('number');
    expect(parsed.message, context).toMatch(/[가-힣]/);
    expect(['USER', 'SYSTEM'], context).toContain(parsed.errorType);
  }
}

describe('no input makes the server answer 5xx', () => {
  it('covers every route of the app, including ones added after this test', () => {
    const routes = appRoutes(t.app);
    // the routes this file was written against, as a floor: a broken enumeration fails here
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/v2/user/survey', '/api/v1/app/ad/id', '/api/v2/display/search', '/api/dev/operator/users/:userId/ban']));
    // the community (issue 13 §1)
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/v1/community/popular', '/api/v1/community/image', '/api/v1/community/accuse', '/api/v1/community/qna/:postId{[0-9]+}/accept/:replyId{[0-9]+}', '/images/community/:file']),
    );
  });

  it('as a visitor and as a member, with arbitrary paths, queries and bodies', { timeout: 600_000 }, async () => {
    const routes = appRoutes(t.app);
    let token = (await signInNaver(t)).accessToken;
    for (const [index, route] of routes.entries()) {
      // a fresh member now and then: a fuzzed withdrawal or token expiry must not starve the rest
      if (index % 15 === 14) token = (await signInNaver(t)).accessToken;
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: 1, maxLength: 3 }),
          queryString,
          body,
          fc.boolean(),
          fc.constantFrom(...METHODS),
          headerText,
          async (segments, search, payload, asMember, anyMethod, deviceUuid) => {
            const method = route.method === 'ALL' ? anyMethod : route.method;
            const url = fillPath(route.path, segments) + search;
            const headers: Record<string, string> = {
              deviceUuid,
              ...(route.path.startsWith('/api/dev/operator') ? OPERATOR_HEADERS : {}),
              ...(asMember ? bearer(token) : {}),
              ...(payload?.contentType ? { 'Content-Type': payload.contentType } : {}),
            };
            const request: Sent = { method, url, headers, ...(payload && method !== 'GET' && method !== 'HEAD' ? { body: payload.body } : {}) };
            expectHandled(request, await send(request));
          },
        ),
        // calls that take a body have more to break
        { numRuns: route.method === 'GET' ? RUNS : 2 * RUNS },
      );
    }
    // not only 404s: the handlers ran, accepted some input and refused other input
    const count = (from: number, to: number) => [...statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
    expect(count(200, 300), JSON.stringify([...statuses])).toBeGreaterThan(routes.length / 4);
    expect(count(400, 401), JSON.stringify([...statuses])).toBeGreaterThan(routes.length);
  });
});

describe('the probes of issue 11 §5', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signInNaver(t)).accessToken;
  });

  const errorOf = async (request: Sent) => {
    const answer = await send(request);
    return { status: answer.status, body: JSON.parse(answer.text) as { code: number; message: string; errorType: string } };
  };

  it('a survey templateId beyond int4 is 400 code 13, not a database error', async () => {
    const request = {
      method: 'POST',
      url: '/api/v2/user/survey',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ templateId: INT4_MAX + 1, answerList: [] }),
    };
    expect(await errorOf(request)).toEqual({ status: 400, body: { code: 13, message: `templateId 값은 1에서 ${INT4_MAX} 사이여야 해요.`, errorType: 'USER' } });
  });

  it('a NUL byte in the advertising id is 400 code 12', async () => {
    const request = { method: 'PUT', url: '/api/v1/app/ad/id', headers: { deviceUuid: 'w-probe', 'Content-Type': 'application/json' }, body: JSON.stringify({ adId: 'ad\u0000id' }) };
    expect(await errorOf(request)).toEqual({ status: 400, body: { code: 12, message: 'adId 값에 쓸 수 없는 문자가 들어 있어요.', errorType: 'USER' } });
  });

  it.each(['%00', 'a%00b', '%01'])('a control character in the search keyword (%s) is 400 code 12, not 502 code 52', async (keyword) => {
    for (const path of ['/api/v2/display/search', '/api/v2/display/search/store', '/api/v2/display/search/auto-keyword']) {
      expect(await errorOf({ method: 'GET', url: `${path}?keyword=${keyword}`, headers: {} })).toMatchObject({ status: 400, body: { code: 12, message: expect.stringContaining('keyword') } });
    }
  });

  it('an operator user id beyond int4 is 400 code 13', async () => {
    const headers = { ...OPERATOR_HEADERS, 'Content-Type': 'application/json' };
    expect(await errorOf({ method: 'GET', url: `/api/dev/operator/users/${INT4_MAX + 1}/stats`, headers })).toMatchObject({ status: 400, body: { code: 13, message: expect.stringContaining('userId') } });
    expect(await errorOf({ method: 'POST', url: `/api/dev/operator/users/${INT4_MAX + 1}/ban`, headers, body: JSON.stringify({ message: '차단' }) })).toMatchObject({ status: 400, body: { code: 13 } });
    expect(await errorOf({ method: 'POST', url: '/api/dev/operator/users/99999999999999999999/unban', headers })).toMatchObject({ status: 400, body: { code: 13 } });
  });

  it('a community upload of garbage bytes is 400 code 12, never a 5xx', async () => {
    for (const bytes of [new Uint8Array(0), new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(2048).fill(0x41), Buffer.from('GIF89a'), Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')]) {
      const form = new FormData();
      form.append('file', new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
      const answer = await t.app.request('/api/v1/community/image', { method: 'POST', body: form, headers: bearer(token) });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 12 });
    }
  });

  it('catalogue ids beyond int4 in the path are 400 code 13', async () => {
    for (const path of [`/api/v2/display/deal/${INT4_MAX + 1}`, `/api/v1/display/product/${'9'.repeat(30)}`, `/api/v1/display/notice/${INT4_MAX + 1}`]) {
      expect(await errorOf({ method: 'GET', url: path, headers: {} })).toMatchObject({ status: 400, body: { code: 13 } });
    }
  });
});

describe('body limits', () => {
  const jsonCall = (body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request('/api/v1/app/ad/id', { method: 'PUT', headers: { deviceUuid: 'w-limit', 'Content-Type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

  it('refuses a JSON body over 1 MiB by its Content-Length with 413 code 13', async () => {
    const big = JSON.stringify({ adId: 'x'.repeat(JSON_BODY_LIMIT) });
    const res = await jsonCall(big, { 'Content-Length': String(Buffer.byteLength(big)) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 13, message: '요청 본문은 1MB를 넘을 수 없어요.', errorType: 'USER' });
  });

  it('stops reading a streamed body as soon as it passes 1 MiB', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const total = 50 * 1_048_576;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await jsonCall(stream);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 13 });
    expect(pulled).toBeLessThan(2 * JSON_BODY_LIMIT);
  });

  it('reads a body of exactly 1 MiB', async () => {
    const padding = JSON_BODY_LIMIT - JSON.stringify({ adId: '' }).length;
    const exact = JSON.stringify({ adId: ' '.repeat(padding - 2) + 'ok' });
    expect(Buffer.byteLength(exact)).toBe(JSON_BODY_LIMIT);
    const res = await jsonCall(exact, { 'Content-Length': String(JSON_BODY_LIMIT) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ adId: 'ok' });
  });

  it('lets multipart uploads carry up to 10 MiB, and no more', async () => {
    const upload = (size: number) =>
      t.app.request('/api/v1/app/ad/id', {
        method: 'PUT',
        headers: { deviceUuid: 'w-limit', 'Content-Type': 'multipart/form-data; boundary=xyz', 'Content-Length': String(size) },
        body: new Uint8Array(size),
      });
    // within the upload limit the route itself answers (this one takes JSON only: 12)
    expect((await upload(2 * JSON_BODY_LIMIT)).status).toBe(400);
    const over = await upload(IMAGE_UPLOAD_LIMIT + 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ code: 13, message: '요청 본문은 10MB를 넘을 수 없어요.', errorType: 'USER' });
  });
});
