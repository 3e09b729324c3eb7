import type { QueryClient } from '@tanstack/react-query';
import type { SessionProfile, TokenPair } from '../../machines/session/session.types';
import { fetchUserProfile, refreshStoredTokens, revokeStoredTokens, validateAccessToken, validateStoredToken } from '../api/auth';
import { QUERY_CACHE_STORAGE_KEY } from '../api/query-client';
import { env } from '../config/env';
import { cookie, cookieKeys, refreshCookieExpiry } from '../platform/cookies';
import { device } from '../platform/device';
import { openAuxiliaryWindow } from '../platform/external';
import { getStoredAccessToken, local, localKeys, session, sessionKeys } from '../platform/storage';
import type { RotationLedger } from '../platform/token-rotation';

/**
 * What the session machine's named actors and actions do in the browser (SPEC.md §4, §9). Wired in
 * src/app/actors.ts; kept here so the composition root stays a list of names.
 */

/** SPEC.md §8, code 112 */
export const EXPIRED_MESSAGE = '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요';
export const BANNED_FALLBACK_MESSAGE = '이용이 제한된 계정이에요. 자세한 내용은 고객센터로 문의해 주세요.';
/** the Web Locks name shared by every tab of the app */
export const REFRESH_LOCK = 'market-token-refresh';

/**
 * The cross-tab rotation record (IndexedDB, src/platform/token-rotation.ts), loaded on its first use
 * (a refresh, a host token, a logout), never on the first screen. A record that cannot load works
 * like no record: refreshing goes on as without one.
 */
const ledger = () => import('../platform/token-rotation').then((module) => module.tokenRotation);
const tokenRotation: RotationLedger = {
  read: () => ledger().then((record) => record.read(), () => undefined),
  write: (rotation) => ledger().then((record) => record.write(rotation), () => undefined),
  clear: () => ledger().then((record) => record.clear(), () => undefined),
};

/** Stores a token pair: localStorage for the app, shared cookies for the shop site (SPEC.md §9). */
export function storeTokens(pair: TokenPair): void {
  local.set(localKeys.accessToken, pair.accessToken);
  local.set(localKeys.refreshToken, pair.refreshToken);
  const expires = new Date(pair.expireDt);
  if (Number.isNaN(expires.getTime())) return;
  cookie.set(cookieKeys.accessToken, pair.accessToken, expires);
  cookie.set(cookieKeys.refreshToken, pair.refreshToken, refreshCookieExpiry(expires));
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs `task` while holding the cross-tab refresh lock (Web Locks), or directly where there are none. */
export function withRefreshLock<T>(task: () => Promise<T>, locks: LockManagerLike | undefined = navigatorLocks()): Promise<T> {
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/** Tokens handed over by the hosting app (appLogin, appTokenRefresh): stored under the same lock. */
export function storeTokensUnderLock(pair: TokenPair, ledger: RotationLedger = tokenRotation): Promise<void> {
  return withRefreshLock(async () => {
    const replaced = getStoredAccessToken();
    if (replaced !== null) await ledger.write({ from: replaced, pair, at: Date.now() });
    storeTokens(pair);
  });
}

/** What became of tokens the hosting app handed over. */
export type HostTokenOutcome = 'stored' | 'rejected' | 'unchanged';

/**
 * appLogin / appTokenRefresh (SPEC.md §7): the handed-over access token is checked with the server
 * (GET /api/v1/token/jwt/validation) before it replaces anything; a token the server refuses, or
 * that cannot be checked now, is dropped and the current session stays as it is. An appLogin that
 * replaces another stored token may be someone else's sign-in: `afterSwitch` runs once the new pair
 * is stored, to forget the previous member's data (docs/decisions.md "Host messages: appLogin").
 */
export async function acceptHostTokens(
  pair: TokenPair,
  {
    kind,
    afterSwitch = () => undefined,
    validate = validateAccessToken,
    store = storeTokensUnderLock,
  }: {
    kind: 'appLogin' | 'appTokenRefresh';
    afterSwitch?: () => void;
    validate?: (accessToken: string) => Promise<void>;
    store?: (pair: TokenPair) => Promise<void>;
  },
): Promise<HostTokenOutcome> {
  const handed = pair.accessToken.replace(/^Bearer\s+/i, '').trim();
  if (handed === getStoredAccessToken()) return 'unchanged';
  const valid = await validate(pair.accessToken).then(
    () => true,
    () => false,
  );
  if (!valid) return 'rejected';
  const replaced = getStoredAccessToken();
  await store(pair);
  if (kind === 'appLogin' && replaced !== null && replaced !== handed) afterSwitch();
  return 'stored';
}

function navigatorLocks(): LockManagerLike | undefined {
  const nav = globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined;
  return nav?.locks;
}

/**
 * One refresh, however many tabs try: under the lock, a tab whose stored token changed since it
 * started waiting (another tab refreshed) keeps that pair instead of spending the refresh token
 * again — a second use of a rotated refresh token would revoke the whole sign-in (docs/api.md).
 * Two more cases, both seen with tabs refreshing at once (docs/decisions.md, "Refresh across tabs"):
 * - this tab's copy of localStorage can lag behind another tab's write: the rotation ledger
 *   (IndexedDB, `src/platform/token-rotation.ts`) says the stored token was already replaced;
 * - the call that failed went out with the old token, and the new one arrived before this refresh
 *   began: a stored token made by a rotation moments ago is checked with the server before the
 *   refresh token is spent.
 */
export function refreshTokensOnce(): Promise<void> {
  return refreshTokensWith(tokenRotation);
}

/** how long after a rotation its new access token is checked before being refreshed again */
export const RECENT_ROTATION_MS = 30_000;

export async function refreshTokensWith(
  ledger: RotationLedger,
  { validate = validateStoredToken, now = Date.now }: { validate?: () => Promise<void>; now?: () => number } = {},
): Promise<void> {
  const tokenBefore = getStoredAccessToken();
  await withRefreshLock(async () => {
    const current = getStoredAccessToken();
    if (current !== null && current !== tokenBefore) return;
    const last = current === null ? undefined : await ledger.read();
    if (last !== undefined && last.from === current) {
      storeTokens(last.pair); // another tab already replaced this token
      return;
    }
    if (last !== undefined && last.pair.accessToken === current && now() - last.at < RECENT_ROTATION_MS) {
      const stillValid = await validate().then(
        () => true,
        () => false,
      );
      if (stillValid) return;
    }
    const pair = await refreshStoredTokens();
    if (current !== null) await ledger.write({ from: current, pair, at: now() });
    storeTokens(pair);
  });
}

export function validateToken(): Promise<void> {
  return validateStoredToken();
}

/**
 * The profile the session needs; also remembers the survey status for the survey flow (SPEC.md §4)
 * and the member's userToken (SPEC.md §3): SPEC.md §5's hash of their email, or of their member id
 * when the provider gave no email. The survey is fetched only with it; analytics uses it as the
 * user id. Written before the profile reaches the session, so both find it.
 */
export async function fetchSessionProfile(): Promise<SessionProfile> {
  // the machine handles 111/112 of this call itself (refreshingGate), so no client ports here
  const profile = await fetchUserProfile({ sessionPorts: false });
  local.set(localKeys.surveyCompleted, String(profile.isSurveyCompleted));
  // the SHA-256 helper loads with the first sign-in, not with every first page (the home budget)
  const { hashText } = await import('../platform/hash');
  local.set(localKeys.userToken, await hashText(profile.email ?? `member:${profile.userId}`));
  return {
    userId: String(profile.userId),
    nickName: profile.nickName ?? '',
    retrySignIn: profile.retrySignIn,
    banStatus: profile.banStatus,
    isSurveyCompleted: profile.isSurveyCompleted,
  };
}

/** DELETE /api/v1/token/jwt when there is a pair to revoke; failures never keep anyone logged in. */
export async function revokeTokens(): Promise<void> {
  if (getStoredAccessToken() === null) return;
  await revokeStoredTokens();
}

/**
 * What one member did or is, kept on the device: gone whenever the member changes (logout, a
 * sign-in as someone else), so the next person sees nothing of it (issue 11 §7). `uid` (the device
 * id) stays: it identifies the device, not the person.
 */
export const memberLocalKeys = [
  localKeys.surveyCompleted,
  localKeys.appProductLike,
  localKeys.recentlyViewed,
  localKeys.recentKeywords,
  localKeys.communityRecentKeywords,
] as const;

/** Removes the member-scoped keys above. */
export function forgetMemberStorage(): void {
  for (const key of memberLocalKeys) local.remove(key);
}

/**
 * Forgets every query's data, in memory and its sessionStorage copy (catalogue lists carry the
 * viewer's hearts, so not only `['user']` queries are personal). Active queries lose their data at
 * once and fetch again as the viewer the stored token now names (`clear()` would leave mounted
 * screens showing the old data); inactive ones go.
 */
export function forgetMemberQueries(queryClient: QueryClient): void {
  try {
    globalThis.sessionStorage?.removeItem(QUERY_CACHE_STORAGE_KEY);
  } catch {
    /* storage disabled */
  }
  void queryClient.cancelQueries();
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries({ type: 'active' });
}

/** The member changed without a logout in this tab (appLogin as someone else, another tab): both of the above. */
export function forgetMemberData(queryClient: QueryClient): void {
  forgetMemberStorage();
  forgetMemberQueries(queryClient);
}

/**
 * SPEC.md §4 Logout: local tokens, social-login data, bypass and redirect data, survey status, ban
 * status and user info (in the session's context and the query cache), shared access and refresh
 * cookies, device info; plus the persisted query cache, which may hold what the member saw, and
 * the member-scoped keys of `memberLocalKeys` (recently viewed, recent keywords: issue 11 §7).
 */
export function clearLocalSession(queryClient: QueryClient): void {
  for (const key of [
    localKeys.accessToken,
    localKeys.refreshToken,
    localKeys.userToken,
    localKeys.socialLoginPlatform,
    localKeys.isCafe24Register,
    localKeys.redirectUri,
    localKeys.state,
    localKeys.receivedValue,
    localKeys.bypass,
    localKeys.deviceInfo,
    ...memberLocalKeys,
  ]) {
    local.remove(key);
  }
  session.remove(sessionKeys.bypass);
  // SPEC.md §4: the analytics user goes with the member
  if (env.VITE_GA_ID !== '') void import('../platform/analytics').then((analytics) => analytics.clearAnalyticsUser());
  cookie.remove(cookieKeys.accessToken);
  cookie.remove(cookieKeys.refreshToken);
  cookie.remove(cookieKeys.redirectPath);
  cookie.remove(cookieKeys.returnPath);
  try {
    globalThis.sessionStorage?.removeItem(QUERY_CACHE_STORAGE_KEY);
  } catch {
    /* storage disabled */
  }
  queryClient.clear();
  void tokenRotation.clear();
}

/** The shop's logout page: same window on mobile Safari outside the web view, else a tiny window. */
export function openShopLogout(): void {
  const url = `${env.VITE_SHOP_URL}/logout?returnUrl=${encodeURIComponent(window.location.origin)}`;
  if (device.isMobileSafari() && !device.isApp()) {
    window.location.assign(url);
    return;
  }
  openAuxiliaryWindow(url, 'shopLogout', 'popup,width=1,height=1,left=0,top=0');
}

/** True when this window is a sign-in popup the app opened (it has an opener of the same origin). */
export function isAppPopup(): boolean {
  try {
    return window.opener !== null && window.opener !== window && (window.opener as Window).location.origin === window.location.origin;
  } catch {
    return false;
  }
}
