import Cookies from 'universal-cookie';
import { cookieKeys } from '../../contract/storage-keys';
import { env } from '../config/env';

/**
 * Typed cookies of SPEC.md §3, §4 and §9. Shared cookies are Secure, SameSite=None, Path=/ on the
 * parent domain (VITE_COOKIE_DOMAIN). Over plain http (the reference server on 127.0.0.1) browsers
 * refuse Secure/SameSite=None, so there we fall back to SameSite=Lax without Secure, and drop a
 * domain the current host does not belong to.
 */
export { cookieKeys };

export type CookieKey = (typeof cookieKeys)[keyof typeof cookieKeys];

/** The attributes the app writes a cookie with. */
export interface CookieAttributes {
  path: string;
  secure?: true;
  sameSite: 'none' | 'lax';
  domain?: string;
  expires?: Date;
}

export interface CookieEnvironment {
  protocol: string;
  hostname: string;
  parentDomain: string;
}

/** Pure: the attributes a cookie gets in a given environment. Exported for tests. */
export function cookieAttributes(environment: CookieEnvironment, expires?: Date): CookieAttributes {
  const secure = environment.protocol === 'https:';
  const domain = environment.parentDomain.replace(/^\./, '');
  const domainFits =
    domain !== '' && (environment.hostname === domain || environment.hostname.endsWith(`.${domain}`));
  return {
    path: '/',
    ...(secure ? { secure: true, sameSite: 'none' as const } : { sameSite: 'lax' as const }),
    ...(domainFits ? { domain: `.${domain}` } : {}),
    ...(expires ? { expires } : {}),
  };
}

function currentEnvironment(): CookieEnvironment {
  const location = globalThis.location as Location | undefined;
  return {
    protocol: location?.protocol ?? 'http:',
    hostname: location?.hostname ?? 'localhost',
    parentDomain: env.VITE_COOKIE_DOMAIN,
  };
}

/**
 * The browser's cookies through universal-cookie (DESIGN.md: the chosen library). It reads
 * `document.cookie` again at every `get`, so a cookie another tab or the shop site wrote is seen at
 * once. On the server there is no document: nothing is read or written there.
 */
let jar: Cookies | undefined;
function browserCookies(): Cookies | undefined {
  if (typeof document !== 'object') return undefined;
  jar ??= new Cookies();
  return jar;
}

export const cookie = {
  get(key: CookieKey): string | null {
    const value: unknown = browserCookies()?.get(key, { doNotParse: true });
    return typeof value === 'string' && value !== '' ? value : null;
  },
  set(key: CookieKey, value: string, expires?: Date): void {
    browserCookies()?.set(key, value, cookieAttributes(currentEnvironment(), expires));
  },
  remove(key: CookieKey): void {
    const cookies = browserCookies();
    if (!cookies) return;
    cookies.remove(key, cookieAttributes(currentEnvironment()));
    // also drop a host-only copy written before a parent domain was configured
    cookies.remove(key, { path: '/' });
  },
};

/** End of the local day, when the visited cookie expires (SPEC.md §9). */
export function endOfDay(now: Date = new Date()): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}

/**
 * First visit (SPEC.md §4): true when the visited cookie is absent; the cookie is then set until
 * the end of the day. Call once per page load.
 */
export function markVisit(now: Date = new Date()): { isFirstVisit: boolean } {
  const isFirstVisit = cookie.get(cookieKeys.visited) === null;
  if (isFirstVisit) cookie.set(cookieKeys.visited, 'Y', endOfDay(now));
  return { isFirstVisit };
}

/** The refresh cookie lasts 3 months after the access token's expireDt (SPEC.md §9). */
export function refreshCookieExpiry(expireDt: Date): Date {
  const expiry = new Date(expireDt);
  expiry.setMonth(expiry.getMonth() + 3);
  return expiry;
}
