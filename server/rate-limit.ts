import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import { lt, sql } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { presentedAccessToken } from './auth/middleware';
import { LOOPBACK, type ServerConfig } from './config';
import type { AppDb } from './db/client';
import { rateLimits } from './db/schema';
import { ApiError, ErrorCode } from './errors';
import type { Clock } from './time';

/**
 * Rate limits shared by every instance on the database (issue 27): per client address and per member,
 * on the calls someone could repeat to hurt the service or other members: sign-in and the token calls,
 * nickname checks, uploads, posts, replies, reports, votes and exchanges. The limits are far above
 * what a person does (docs/security.md "Rate limits"); a shared address (an office, a mobile carrier's
 * NAT) gets more room than a member.
 *
 * Over a limit the call answers 429 with code 13 (out of range: the number of calls is the value out of
 * range; docs/decisions.md "Issue 27"), a Korean message saying when to try again, errorType USER and
 * `Retry-After` in seconds. The app shows the message (src/api/rate-limit.ts).
 *
 * The count is the generic cell rate algorithm (GCRA) kept in one row per bucket and client of the
 * UNLOGGED table rate_limits: `limit` calls at once, then one more every `periodS / limit` seconds.
 * One INSERT … ON CONFLICT DO UPDATE decides and counts, so instances never race on it. Refused calls
 * are not counted. When the database does not answer, the call goes through (the call itself then
 * meets the same database).
 */

export interface RateRule {
  /** calls allowed at once, and per period */
  readonly limit: number;
  readonly periodS: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RateBucket {
  readonly name: string;
  /** the subject of the Korean message, with its particle: '로그인 시도가' */
  readonly subject: string;
  readonly routes: ReadonlyArray<readonly [readonly Method[], string]>;
  readonly perAddress: RateRule;
  /** per member, known from the call's access token (signature checked, expired or not) */
  readonly perMember?: RateRule;
}

const COMMUNITY_WRITTEN = ['dashboard', 'qna'] as const;
const perMinute = (limit: number): RateRule => ({ limit, periodS: 60 });
const perTenMinutes = (limit: number): RateRule => ({ limit, periodS: 600 });

export const RATE_BUCKETS: readonly RateBucket[] = [
  {
    name: 'signIn',
    subject: '로그인 시도가',
    routes: [[['POST'], '/api/v2/auth/social/signin-and-up']],
    perAddress: perMinute(120),
  },
  {
    name: 'token',
    subject: '로그인 확인 요청이',
    routes: [
      [['PUT'], '/api/v1/token/jwt/refresh'],
      [['GET'], '/api/v1/token/jwt/validation'],
      [['DELETE'], '/api/v1/token/jwt'],
    ],
    perAddress: perMinute(600),
    perMember: perMinute(60),
  },
  {
    name: 'nickname',
    subject: '닉네임 확인 요청이',
    routes: [
      [['GET'], '/api/v1/user/nick-name/validation'],
      [['PUT'], '/api/v1/user/nick-name'],
    ],
    perAddress: perMinute(300),
    perMember: perMinute(60),
  },
  {
    name: 'upload',
    subject: '사진 올리기가',
    routes: [[['POST'], '/api/v1/community/image']],
    perAddress: perTenMinutes(300),
    perMember: perTenMinutes(60),
  },
  {
    name: 'post',
    subject: '글 작성이',
    routes: COMMUNITY_WRITTEN.flatMap((type) => [
      [['POST'], `/api/v1/community/${type}`],
      [['PUT'], `/api/v1/community/${type}/:postId`],
    ] as const),
    perAddress: perTenMinutes(100),
    perMember: perTenMinutes(20),
  },
  {
    name: 'reply',
    subject: '댓글 작성이',
    routes: COMMUNITY_WRITTEN.flatMap((type) => [
      [['POST'], `/api/v1/community/${type}/:postId/reply`],
      [['PUT'], `/api/v1/community/${type}/:postId/reply/:replyId`],
    ] as const),
    perAddress: perTenMinutes(300),
    perMember: perTenMinutes(60),
  },
  {
    name: 'report',
    subject: '신고가',
    routes: [[['POST'], '/api/v1/community/accuse']],
    perAddress: perTenMinutes(100),
    perMember: perTenMinutes(20),
  },
  {
    name: 'vote',
    subject: '투표가',
    routes: [[['PUT'], '/api/v1/community/survey/:postId/reply/:replyId']],
    perAddress: perMinute(300),
    perMember: perMinute(30),
  },
  {
    name: 'exchange',
    subject: '별 교환 요청이',
    routes: [
      [['POST'], '/api/v1/user/point/exchange'],
      [['POST'], '/api/v1/user/point/automatic-exchange'],
    ],
    perAddress: perMinute(300),
    perMember: perMinute(30),
  },
];

/** '로그인 시도가 너무 잦아요. 30초 뒤에 다시 시도해 주세요.' */
export function rateLimitMessage(subject: string, retryAfterS: number): string {
  const wait = retryAfterS <= 60 ? `${retryAfterS}초` : `${Math.ceil(retryAfterS / 60)}분`;
  return `${subject} 너무 잦아요. ${wait} 뒤에 다시 시도해 주세요.`;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** whole seconds until a call would be let through again (0 when allowed) */
  readonly retryAfterS: number;
}

export interface RateLimiter {
  /** counts one call of `key` against `rule`, or refuses it */
  take(key: string, rule: RateRule): Promise<RateDecision>;
}

/** expired rows are deleted at most this often per instance, in the background */
const SWEEP_EVERY_MS = 60_000;

export function databaseRateLimiter(db: AppDb, clock: Clock, logError: (error: unknown) => void = (error) => console.error('[server] rate limits: the database did not answer; calls go through', error)): RateLimiter {
  let lastSweep = 0;
  let failed = false;
  const sweep = (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    // a row whose arrival time has passed counts as no row at all
    db.delete(rateLimits)
      .where(lt(rateLimits.tat, now))
      .then(
        () => undefined,
        () => undefined,
      );
  };
  return {
    async take(key, rule) {
      const now = clock();
      const intervalMs = (rule.periodS * 1000) / rule.limit;
      // let through while the arrival time is at most this far ahead of now
      const latest = new Date(now.getTime() + rule.periodS * 1000 - intervalMs).toISOString();
      const at = now.toISOString();
      const interval = sql`make_interval(secs => cast(${intervalMs / 1000} as double precision))`;
      const from = sql`greatest(${rateLimits.tat}, cast(${at} as timestamptz))`;
      const fits = sql`${from} <= cast(${latest} as timestamptz)`;
      let row: { tat: Date; allowed: boolean } | undefined;
      try {
        [row] = await db
          .insert(rateLimits)
          .values({ key, tat: new Date(now.getTime() + intervalMs), allowed: true })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: { allowed: fits, tat: sql`case when ${fits} then ${from} + ${interval} else ${rateLimits.tat} end` },
          })
          .returning({ tat: rateLimits.tat, allowed: rateLimits.allowed });
      } catch (error) {
        if (!failed) logError(error);
        failed = true;
        return { allowed: true, retryAfterS: 0 };
      }
      failed = false;
      sweep(now);
      if (row === undefined || row.allowed) return { allowed: true, retryAfterS: 0 };
      const waitMs = row.tat.getTime() - rule.periodS * 1000 + intervalMs - now.getTime();
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

// --- the client's address ------------------------------------------------------------------------

function expandIpv6(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return undefined;
  const groups = [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map((group) => Number.parseInt(group, 16));
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/**
 * An address as the limits count it: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64 (one
 * household or phone gets a whole /64 and may use any address in it). undefined when not an address.
 */
export function normalizeAddress(raw: string): string | undefined {
  const text = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1] !== undefined) return isIP(mapped[1]) === 4 ? mapped[1] : undefined;
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return undefined;
  const groups = expandIpv6(text.toLowerCase());
  if (groups === undefined) return undefined;
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '0:0:0:0::/64';
}

/** Whether `address` (normalized) is one of TRUSTED_PROXIES. */
function isTrusted(address: string, trusted: readonly string[]): boolean {
  return trusted.some((entry) => (entry === LOOPBACK ? isLoopback(address) : normalizeAddress(entry) === address));
}

/**
 * The client's address: the connection's peer, or, when the peer is a trusted proxy (the balancer),
 * the last address of X-Forwarded-For that is not one of ours (read from the right: whatever the client
 * put in front is its own to forge). undefined without a connection (a request made in-process).
 */
export function clientAddress(c: Context, trusted: readonly string[]): string | undefined {
  const peer = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  let address = peer === undefined ? undefined : normalizeAddress(peer);
  if (address === undefined || !isTrusted(address, trusted)) return address;
  const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i] ?? '');
    if (hop === undefined) break;
    address = hop;
    if (!isTrusted(hop, trusted)) break;
  }
  return address;
}

// --- the middleware --------------------------------------------------------------------------------

export interface RateLimitOptions {
  readonly limiter: RateLimiter;
  readonly trustedProxies: ServerConfig['trustedProxies'];
  /** the member of an access token whose signature is ours (expired or not); undefined otherwise */
  readonly memberOf: (token: string) => Promise<number | undefined>;
}

function bucketMiddleware(bucket: RateBucket, { limiter, trustedProxies, memberOf }: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const checks: Array<[string, RateRule]> = [];
    const address = clientAddress(c, trustedProxies);
    if (address !== undefined) checks.push([`${bucket.name}:a:${address}`, bucket.perAddress]);
    if (bucket.perMember !== undefined) {
      const token = presentedAccessToken(c, bucket.name === 'token' ? 'accessToken' : 'authorization');
      const memberId = token === undefined ? undefined : await memberOf(token);
      if (memberId !== undefined) checks.push([`${bucket.name}:m:${memberId}`, bucket.perMember]);
    }
    for (const [key, rule] of checks) {
      const decision = await limiter.take(key, rule);
      if (!decision.allowed) {
        const error = new ApiError(ErrorCode.OutOfRange, { status: 429, message: rateLimitMessage(bucket.subject, decision.retryAfterS) });
        return c.json(error.body, 429, { 'Retry-After': String(decision.retryAfterS), 'Cache-Control': 'no-store' });
      }
    }
    await next();
  };
}

/** Puts each bucket's limit in front of its routes (server/app.ts, before the API routes). */
export function mountRateLimits(app: Hono, options: RateLimitOptions, buckets: readonly RateBucket[] = RATE_BUCKETS): void {
  for (const bucket of buckets) {
    const middleware = bucketMiddleware(bucket, options);
    for (const [methods, path] of bucket.routes) app.on([...methods], path, middleware);
  }
}
