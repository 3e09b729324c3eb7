import * as v from 'valibot';
import { ANALYTICS_ID, RUNTIME_KEYS, RUNTIME_KEYS_META, runtimeKeysOf, type RuntimeKey } from '../../contract/runtime-keys';

/**
 * The app's configuration, validated once. Every value has a default that works against the
 * reference server (`npm start`), so a fresh checkout needs no .env file. See README "Configuration".
 *
 * Most values are compiled into the build (`import.meta.env`). The third-party keys (RUNTIME_KEYS)
 * are not: the server reads them from its own environment when it starts, as it does for the
 * Content-Security-Policy that must allow what they load, renders them into every page's head
 * (`<meta name="market-keys">`, src/routes/-lib/head.ts), and the browser reads them from there. One
 * build serves any set of keys, and the page and its policy can never disagree.
 */
const EnvSchema = v.object({
  /** API origin; empty = same origin (`/api/...`). */
  VITE_API_BASE_URL: v.optional(v.string(), ''),
  /** External shop site (cart, login, logout, like pages). Defaults to the reference server's stand-in. */
  VITE_SHOP_URL: v.optional(v.string(), '/dev/shop'),
  /** Parent domain for shared cookies, e.g. `.example.co.kr`; empty = current host only. */
  VITE_COOKIE_DOMAIN: v.optional(v.string(), ''),
  /** Marker the native apps put in their user-agent. */
  VITE_APP_UA_MARKER: v.optional(v.string(), 'MarketApp'),
  /** The native app's URL scheme, used by "open in app". */
  VITE_APP_SCHEME: v.optional(v.string(), 'marketapp://'),
  VITE_ANDROID_STORE_URL: v.optional(v.string(), 'https://play.google.com/store/apps/details?id=kr.market.app'),
  VITE_IOS_STORE_URL: v.optional(v.string(), 'https://apps.apple.com/kr/app/id0000000000'),
  /** Naver sign-in (implicit flow): authorize page, profile API and client id. Default: the reference server's stand-in. */
  VITE_NAVER_AUTHORIZE_URL: v.optional(v.string(), '/dev/idp/naver/authorize'),
  VITE_NAVER_PROFILE_URL: v.optional(v.string(), '/dev/idp/naver/me'),
  VITE_NAVER_CLIENT_ID: v.optional(v.string(), 'market-web'),
  /** Sign in with Apple: authorize page and services id. Default: the reference server's stand-in. */
  VITE_APPLE_AUTHORIZE_URL: v.optional(v.string(), '/dev/idp/apple/authorize'),
  VITE_APPLE_CLIENT_ID: v.optional(v.string(), 'kr.market.web'),
  /** Hosts that belong to the product (shop, store, market); links to them route inside the app. */
  VITE_OWN_HOSTS: v.optional(v.string(), 'shop.market.kr,store.market.kr,market.kr'),
  /**
   * The Korean messenger's (Kakao) JavaScript key. Empty: the share sheet offers no messenger share
   * and its SDK is never loaded. Set: the SDK loads from VITE_KAKAO_SDK_URL when a share sheet opens.
   */
  VITE_KAKAO_JS_KEY: v.optional(v.pipe(v.string(), v.trim()), ''),
  /** The messenger SDK's address: the official host by default; the reference server's stand-in (/dev/messenger/kakao.js) in tests. */
  VITE_KAKAO_SDK_URL: v.optional(v.pipe(v.string(), v.trim()), 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js'),
  /** Subresource integrity of that file (`sha384-…`, from the messenger's download page); empty: none. */
  VITE_KAKAO_SDK_INTEGRITY: v.optional(v.pipe(v.string(), v.trim()), ''),
  /** Google Analytics 4 measurement id (`G-…`). Empty: no analytics at all. */
  VITE_GA_ID: v.optional(v.pipe(v.string(), v.trim(), v.check((id) => id === '' || ANALYTICS_ID.test(id), 'VITE_GA_ID는 G-로 시작하는 측정 ID여야 해요.')), ''),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** The values the server gives at run time, not the build (see the module's comment). */
export type RuntimeKeys = Pick<Env, RuntimeKey>;

function validated(source: Record<string, unknown>): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    throw new Error(`설정 값이 올바르지 않습니다: ${result.issues.map((i) => i.message).join(', ')}`);
  }
  return result.output;
}

/** The build's values, without the run-time keys (a build made with them set does not keep them). */
function buildValues(): Record<string, unknown> {
  const runtime: readonly string[] = RUNTIME_KEYS;
  return Object.fromEntries(Object.entries(import.meta.env).filter(([key]) => !runtime.includes(key)));
}

/** In the browser: the keys the server put in the page's head (checked with the rest, readEnv). */
function pageKeys(): Record<string, unknown> {
  const content = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${RUNTIME_KEYS_META}"]`)?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null ? runtimeKeysOf(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function readEnv(): Env {
  const build = buildValues();
  // keys the page got wrong (not JSON, not strings, a bad analytics id) count as none rather than
  // stopping the app: it then offers no messenger share and loads no analytics
  const withKeys = v.safeParse(EnvSchema, { ...build, ...pageKeys() });
  return withKeys.success ? withKeys.output : validated(build);
}

export const env: Env = readEnv();

/** The run-time keys as they are now, in RUNTIME_KEYS' order (what the head carries). */
export function runtimeKeys(): RuntimeKeys {
  return runtimeKeysOf(env) as RuntimeKeys;
}

/**
 * The server's keys (its environment's values; unset ones take their defaults), given once by the
 * server before its first render (src/entry-server.tsx `configureKeys`). Throws the same Korean
 * message as a bad build value when one is not valid (the server checks them when it starts).
 */
export function configureRuntimeKeys(keys: Partial<Record<RuntimeKey, string | undefined>>): void {
  const next = validated({ ...buildValues(), ...runtimeKeysOf(keys) });
  for (const key of RUNTIME_KEYS) Object.assign(env, { [key]: next[key] });
}

/** package.json's version, injected by Vite (`__APP_VERSION__`). */
export const buildVersion: string = __APP_VERSION__;
