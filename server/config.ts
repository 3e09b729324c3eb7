import { resolve } from 'node:path';
import { ANALYTICS_ID, RUNTIME_KEYS, type RuntimeKey } from '../contract/runtime-keys';
import { type FaultSetting, parseFaultsEnv } from './faults';

/**
 * Everything the reference server reads from the environment, read once by `readConfig()` and
 * then passed down. Nothing else in server/ reads `process.env` (main.ts sets NODE_ENV for the renderer's
 * libraries once this was read).
 */
export interface ServerConfig {
  /** PORT, default 4173 */
  readonly port: number;
  /** HOST, default 127.0.0.1 */
  readonly host: string;
  /** DATABASE_URL: when set, PostgreSQL through postgres-js; otherwise embedded PGlite */
  readonly databaseUrl: string | undefined;
  /** DATABASE_SCHEMA: PostgreSQL schema (search_path) to use, created when missing; PostgreSQL only */
  readonly databaseSchema: string | undefined;
  /** DATA_DIR, default `.data/pglite`: PGlite's data folder, or ':memory:' for a throwaway database */
  readonly dataDir: string;
  /** DIST_DIR, default `dist`: the build (`client/`: the browser's files; `server/`: the pages' renderer) */
  readonly distDir: string;
  /**
   * PUBLIC_ORIGIN: the site's address as shoppers reach it (`https://market.example.co.kr`), for the
   * absolute addresses in a page's head (canonical, og:url, og:image). Unset: each request's own.
   */
  readonly publicOrigin: string | undefined;
  /**
   * PAGE_CACHE_SECONDS, default 3: how long one rendering of a page serves every visitor (0: none).
   * Pages hold nothing of a member (server/render/pages.ts); members' requests always render afresh.
   */
  readonly pageCacheSeconds: number;
  /** `npm run dev` (server/dev.ts): pages rendered through Vite from the sources, with Fast Refresh */
  readonly dev: boolean;
  /**
   * SHOP_STANDIN, default on: serve the development stand-in of the external shop site under
   * /dev/shop (see shop-standin.ts). Turn it off when the app's VITE_SHOP_URL points at the real
   * shop; /dev/shop then answers 404.
   */
  readonly shopStandin: boolean;
  /**
   * JWT_SECRET: the HS256 key of access tokens (at least 32 characters, RFC 7518 §3.2). Unset: a
   * random key per process (tokens die with the process), with one warning at start.
   */
  readonly jwtSecret: string | undefined;
  /** ACCESS_TOKEN_TTL_S, default 1800 (30 minutes): lifetime of an access token, in seconds */
  readonly accessTokenTtlS: number;
  /** REFRESH_TOKEN_TTL_S, default 1209600 (14 days): lifetime of a refresh token, in seconds */
  readonly refreshTokenTtlS: number;
  /**
   * IDP_STANDIN, default on: serve the development identity providers (Naver-like and
   * Apple-like) under /dev/idp and accept their tokens at social sign-in. Off: /dev/idp answers
   * 404 and social sign-in answers 81/82 (no real provider is wired in).
   */
  readonly idpStandin: boolean;
  /**
   * The key of the operator endpoints (/api/dev/operator/*, header X-Operator-Key): OPERATOR_KEY,
   * or 'dev-operator' when unset and NODE_ENV is not 'production'. undefined: the endpoints are off.
   */
  readonly operatorKey: string | undefined;
  /**
   * API_ORIGIN: origins besides this one that the app calls (its VITE_API_BASE_URL), comma- or
   * space-separated; the Content-Security-Policy allows them (security-headers.ts). Unset: none.
   */
  readonly apiOrigins: readonly string[] | undefined;
  /** FAULTS, e.g. `rate=0.3;kinds=latency,error5xx;latencyMs=800`: faults on /api from the start (faults.ts) */
  readonly faults: FaultSetting | undefined;
  /**
   * The messenger SDK's origin the Content-Security-Policy allows (issue 25): from the app's keys
   * below, VITE_KAKAO_JS_KEY and VITE_KAKAO_SDK_URL. Only with a key, and
   * only an absolute SDK address (the official https://t1.kakaocdn.net by default); a path of this
   * origin (the stand-in) needs nothing. undefined: none.
   */
  readonly messengerSdkOrigin: string | undefined;
  /** VITE_GA_ID is set: the policy allows Google Analytics 4's hosts */
  readonly analytics: boolean;
  /**
   * The app's third-party keys, from this environment (unset: undefined): the pages are drawn with
   * them and carry them to the browser (src/config/env.ts). The same variables decide the policy
   * above, so the page and its policy always agree.
   */
  readonly appKeys: Readonly<Record<RuntimeKey, string | undefined>>;
  /**
   * MESSENGER_STANDIN, default on outside production (NODE_ENV=production: off): serve the
   * development stand-in of the messenger's SDK at /dev/messenger/kakao.js, which records shares
   * instead of sending them (standins/messenger.ts). Tests build the app with VITE_KAKAO_SDK_URL
   * pointing at it.
   */
  readonly messengerStandin: boolean;
  /**
   * The interactive API reference (Scalar) at /api/reference: on outside production (NODE_ENV=
   * production: off; issue 26). The OpenAPI document at /api/openapi.json is always served.
   */
  readonly apiReference: boolean;
  /**
   * DATABASE_POOL_SIZE, default 10: the PostgreSQL connections one instance opens at most. Instances ×
   * pool size must stay under the server's max_connections (README "Running several instances").
   */
  readonly databasePoolSize: number;
  /**
   * REFRESH_GRACE_S, default 60 (0 turns it off): for this long after a refresh token was exchanged,
   * presenting it again answers the same new pair, as long as that pair's refresh token is unused
   * (a refresh answer lost on the network, auth/tokens.ts). Any other reuse revokes the family.
   */
  readonly refreshGraceS: number;
  /**
   * TRUSTED_PROXIES, default `loopback`: the peers whose X-Forwarded-For is believed (a balancer on
   * the same host), as a comma list of addresses, `loopback` (127.0.0.0/8 and ::1) or `none`. The
   * rate limits count per client address (rate-limit.ts).
   */
  readonly trustedProxies: readonly string[];
  /** RATE_LIMITS, default on: the limits per address and per member of rate-limit.ts */
  readonly rateLimits: boolean;
  /**
   * ASSETS_DIR, default `.data/assets`: where every build's hashed files are kept after it is replaced,
   * so a page of the previous build still gets its chunks during a rolling deploy (assets-retention.ts).
   * Shared by the instances of one host; on several hosts, a shared folder (or `off`).
   */
  readonly assetsDir: string | undefined;
  /** ASSETS_KEEP_DAYS, default 14: how long a replaced build's files stay in ASSETS_DIR */
  readonly assetsKeepDays: number;
  /**
   * DRAIN_DELAY_MS, default 3000: on SIGTERM the instance answers /api/ready with 503 for this long,
   * still serving, so the balancer's health check takes it out before it stops taking connections.
   */
  readonly drainDelayMs: number;
}

/** The official host of the messenger's JavaScript SDK (its default VITE_KAKAO_SDK_URL). */
export const DEFAULT_MESSENGER_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

/** the operator key outside production when OPERATOR_KEY is unset */
export const DEV_OPERATOR_KEY = 'dev-operator';
/** REFRESH_GRACE_S when unset: a minute covers the app's retries (1, 2, 4, 8, 16 s) after a lost answer */
export const REFRESH_GRACE_DEFAULT_S = 60;
export const JWT_SECRET_MIN_LENGTH = 32;

export type DatabaseKind = 'pglite' | 'postgres';

export const MEMORY_DATA_DIR = ':memory:';

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env = process.env): ServerConfig {
  const dataDir = text(env, 'DATA_DIR') ?? '.data/pglite';
  return {
    port: portNumber(env, 'PORT', 4173),
    host: text(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseSchema: identifier(env, 'DATABASE_SCHEMA'),
    dataDir: dataDir === MEMORY_DATA_DIR ? dataDir : resolve(dataDir),
    distDir: resolve(text(env, 'DIST_DIR') ?? 'dist'),
    publicOrigin: origins(env, 'PUBLIC_ORIGIN')?.[0],
    pageCacheSeconds: wholeNumber(env, 'PAGE_CACHE_SECONDS', 3, 0, 3600),
    dev: false,
    shopStandin: onOff(env, 'SHOP_STANDIN', true),
    jwtSecret: secret(env, 'JWT_SECRET', JWT_SECRET_MIN_LENGTH),
    accessTokenTtlS: seconds(env, 'ACCESS_TOKEN_TTL_S', 1800),
    refreshTokenTtlS: seconds(env, 'REFRESH_TOKEN_TTL_S', 1_209_600),
    idpStandin: onOff(env, 'IDP_STANDIN', true),
    operatorKey: text(env, 'OPERATOR_KEY') ?? (text(env, 'NODE_ENV') === 'production' ? undefined : DEV_OPERATOR_KEY),
    apiOrigins: origins(env, 'API_ORIGIN'),
    faults: mapText(env, 'FAULTS', parseFaultsEnv),
    messengerSdkOrigin: text(env, 'VITE_KAKAO_JS_KEY') === undefined ? undefined : sdkOrigin(text(env, 'VITE_KAKAO_SDK_URL') ?? DEFAULT_MESSENGER_SDK_URL),
    analytics: analyticsId(env) !== undefined,
    appKeys: Object.fromEntries(RUNTIME_KEYS.map((key) => [key, text(env, key)])) as Record<RuntimeKey, string | undefined>,
    messengerStandin: onOff(env, 'MESSENGER_STANDIN', text(env, 'NODE_ENV') !== 'production'),
    apiReference: text(env, 'NODE_ENV') !== 'production',
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1, 1000), // db/client.ts DEFAULT_POOL_SIZE
    refreshGraceS: wholeNumber(env, 'REFRESH_GRACE_S', REFRESH_GRACE_DEFAULT_S, 0, 600),
    trustedProxies: proxies(env, 'TRUSTED_PROXIES'),
    rateLimits: onOff(env, 'RATE_LIMITS', true),
    assetsDir: assetsDir(env),
    assetsKeepDays: wholeNumber(env, 'ASSETS_KEEP_DAYS', 14, 0, 3650),
    drainDelayMs: wholeNumber(env, 'DRAIN_DELAY_MS', 3000, 0, 120_000),
  };
}

/**
 * What keeps the server from starting, as Korean sentences for the operator (server/main.ts prints
 * them and exits): instances on one PostgreSQL must sign with one key, so DATABASE_URL needs JWT_SECRET.
 */
export function startupProblems(config: Pick<ServerConfig, 'databaseUrl' | 'jwtSecret'>): string[] {
  const problems: string[] = [];
  if (config.databaseUrl !== undefined && config.jwtSecret === undefined) {
    problems.push(
      `DATABASE_URL(PostgreSQL)로 실행할 때는 JWT_SECRET(${JWT_SECRET_MIN_LENGTH}자 이상)을 꼭 정해 주세요. ` +
        '인스턴스마다 임시 키로 서명하면 한 인스턴스에서 받은 로그인을 다른 인스턴스가 거절해요. ' +
        '모든 인스턴스에 같은 값을 주세요. 예: JWT_SECRET="$(openssl rand -hex 32)"',
    );
  }
  return problems;
}

/** The addresses TRUSTED_PROXIES names; `loopback` stands for 127.0.0.0/8 and ::1 (rate-limit.ts). */
export const LOOPBACK = 'loopback';

export function databaseKind(config: Pick<ServerConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'pglite';
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function portNumber(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0–65535), got '${value}'`);
  }
  return port;
}

/** a lifetime in whole seconds: 1 s to 10 years */
function seconds(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > 315_360_000) {
    throw new Error(`${name} must be a whole number of seconds (1–315360000), got '${value}'`);
  }
  return n;
}

/** a whole number from min to max */
function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${value}'`);
  }
  return n;
}

const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)$/;

function proxies(env: Env, name: string): readonly string[] {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return [LOOPBACK];
  if (value === 'none') return [];
  return value.split(/[\s,]+/).filter(Boolean).map((item) => {
    if (item !== LOOPBACK && !ADDRESS.test(item)) {
      throw new Error(`${name} must list addresses (127.0.0.1, ::1), 'loopback' or 'none', got '${item}'`);
    }
    return item;
  });
}

function assetsDir(env: Env): string | undefined {
  const value = text(env, 'ASSETS_DIR') ?? '.data/assets';
  return value.toLowerCase() === 'off' ? undefined : resolve(value);
}

function secret(env: Env, name: string, minLength: number): string | undefined {
  const value = text(env, name);
  if (value !== undefined && value.length < minLength) {
    throw new Error(`${name} must be at least ${minLength} characters long (got ${value.length})`);
  }
  return value;
}

const ON = new Set(['1', 'true', 'on', 'yes']);
const OFF = new Set(['0', 'false', 'off', 'no']);

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (ON.has(value)) return true;
  if (OFF.has(value)) return false;
  throw new Error(`${name} must be on or off (1/0, true/false, on/off, yes/no), got '${value}'`);
}

function identifier(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(value)) {
    throw new Error(`${name} must be a lowercase SQL identifier, got '${value}'`);
  }
  return value;
}

function mapText<T>(env: Env, name: string, parse: (value: string) => T): T | undefined {
  const value = text(env, name);
  return value === undefined ? undefined : parse(value);
}

/** The origin of the SDK's address when it is on another host; undefined for a path of this origin. */
function sdkOrigin(value: string): string | undefined {
  if (value.startsWith('/') && !value.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_KAKAO_SDK_URL must be an https address or a path of this server, got '${value}'`);
  }
  if (url.protocol !== 'https:') throw new Error(`VITE_KAKAO_SDK_URL must be an https address or a path of this server, got '${value}'`);
  return url.origin;
}

/** A list of origins (`https://api.example.co.kr`, `http://127.0.0.1:4174`), each checked. */
function origins(env: Env, name: string): readonly string[] | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  return value.split(/[\s,]+/).filter(Boolean).map((item) => {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (url === undefined || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
      throw new Error(`${name} must list origins such as https://api.example.co.kr (no path), got '${item}'`);
    }
    return url.origin;
  });
}

/** VITE_GA_ID, checked as the app checks it (src/config/env.ts): a page drawn with a bad one would fail. */
function analyticsId(env: Env): string | undefined {
  const value = text(env, 'VITE_GA_ID');
  if (value !== undefined && !ANALYTICS_ID.test(value)) throw new Error(`VITE_GA_ID must be a Google Analytics 4 measurement id (G-…), got '${value}'`);
  return value;
}
