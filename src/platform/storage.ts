/**
 * Typed access to every localStorage and sessionStorage key of SPEC.md §3 and §9.
 * The only module that touches Web Storage. Reads and writes never throw: private browsing
 * modes and full quotas turn into "absent" / a no-op.
 */

/** localStorage keys (SPEC.md §3), with the names the native apps and the shop site share. */
export const localKeys = {
  accessToken: 'accessToken1',
  refreshToken: 'refreshToken1',
  /**
   * the member's pseudonymous id: SPEC.md §5's hash of their email (src/platform/hash.ts), written
   * once the session has their profile; the survey is fetched only with it (SPEC.md §4) and the
   * analytics user id is it. Removed at logout.
   */
  userToken: 'userToken',
  uid: 'uid',
  socialLoginPlatform: 'socialLoginPlatform',
  isCafe24Register: 'isCafe24Register',
  redirectUri: 'redirectUri',
  state: 'state',
  /** the shop login's answer at /login-action, kept while it is being worked on (src/app/shop-login.ts) */
  receivedValue: 'receivedValue',
  appProductLike: 'appProductLike',
  /** survey-seen flag: 'false' while a member still has a survey to answer */
  surveyCompleted: 'isSurveyCompleted',
  bypass: 'bypass',
  recentlyViewed: 'recentlyViewed',
  recentKeywords: 'recentKeywords',
  /** what the hosting app reported about the device (deviceInfo message) */
  deviceInfo: 'deviceInfo',
  /** '1' once the shopper closed the community hint or opened the community: it never shows again */
  communityHintDismissed: 'communityHintDismissed',
  /** community drafts (issue 13 §2): { "<memberId>:<DASHBOARD|QNA>:<new|postId>": draft }, 24 hours */
  communityDrafts: 'communityDrafts',
  /** recent community search keywords (issue 13 §5), newest first, at most 10 */
  communityRecentKeywords: 'communityRecentKeywords',
  /** the shopper's answer to the analytics question, where it is asked (issue 25): 'granted' or 'denied' */
  analyticsConsent: 'analyticsConsent',
} as const;

/** Legacy keys from the previous web app; finding one at startup clears all local storage. */
export const legacyLocalKeys = ['accessToken', 'refreshToken'] as const;

/** sessionStorage keys (SPEC.md §3). */
export const sessionKeys = {
  bypass: 'bypass',
  isExternalReferrer: 'is-external-referrer',
  eventClickKey: 'eventClickKey',
  maintenance: 'maintenance',
  /** saved tab of the category main screen; cleared by the bottom bar's category tab */
  categoryTabIndex: 'categoryTabIndex',
  /** scroll positions saved before leaving for an external page, by path */
  scrollPositions: 'scrollPositions',
  /** set while the one reload after a failed lazy chunk is under way */
  chunkReloaded: 'chunkReloaded',
  appInstallPopupSeen: 'appInstallPopupSeen',
  /** where the shopper was when maintenance began, kept across a reload of /maintenance */
  maintenanceReturnTo: 'maintenanceReturnTo',
  /** the server web version this session already reloaded for (SPEC.md §4 Web version: once) */
  webVersionReloadedFor: 'webVersionReloadedFor',
  /** community replies being typed, by post ('QNA:12' → text), kept across a reload */
  communityReplyDrafts: 'communityReplyDrafts',
} as const;

export type LocalKey = (typeof localKeys)[keyof typeof localKeys];
export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the app keeps working without persistence
  }
}

export const local = {
  get: (key: LocalKey): string | null => read('local', key),
  set: (key: LocalKey, value: string): void => write('local', key, value),
  remove: (key: LocalKey): void => write('local', key, null),
  has: (key: string): boolean => read('local', key) !== null,
  clearAll: (): void => {
    try {
      area('local')?.clear();
    } catch {
      /* storage disabled */
    }
  },
};

export const session = {
  get: (key: SessionKey): string | null => read('session', key),
  set: (key: SessionKey, value: string): void => write('session', key, value),
  remove: (key: SessionKey): void => write('session', key, null),
};

/** JSON helpers for the few structured values (recently viewed, recent keywords, scroll positions). */
export function readJson<T>(which: Area, key: LocalKey | SessionKey, guard: (value: unknown) => value is T): T | null {
  const raw = read(which, key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: LocalKey | SessionKey, value: unknown): void {
  write(which, key, JSON.stringify(value));
}

/** Startup rule of SPEC.md §4: legacy token keys clear all local storage. Returns whether it cleared. */
export function clearLegacyStorage(): boolean {
  if (legacyLocalKeys.some((key) => local.has(key))) {
    local.clearAll();
    return true;
  }
  return false;
}

/** The stored access token without its 'Bearer ' prefix, or null. */
export function getStoredAccessToken(): string | null {
  const raw = local.get(localKeys.accessToken);
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

export function getStoredRefreshToken(): string | null {
  const raw = local.get(localKeys.refreshToken);
  return raw && raw.trim() !== '' ? raw.trim() : null;
}

/**
 * deviceUuid: `uid` in localStorage, generated as 'w-' plus a random id when absent (SPEC.md §3).
 * '' where there is no storage (the server rendering a page knows no device).
 */
export function getDeviceUuid(): string {
  if (!area('local')) return '';
  const existing = local.get(localKeys.uid);
  if (existing) return existing;
  const id = `w-${randomId()}`;
  local.set(localKeys.uid, id);
  return id;
}

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** click_key query parameter, saved for the session (SPEC.md §4). */
export function rememberClickKey(search: string): void {
  const value = new URLSearchParams(search).get('click_key');
  if (value) session.set(sessionKeys.eventClickKey, value);
}

export function getClickKey(): string | null {
  return session.get(sessionKeys.eventClickKey);
}

/** Calls back when another tab changes one of `keys` in localStorage (or clears it). */
export function onOtherTabChange(keys: readonly LocalKey[], callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== area('local')) return;
    if (event.key === null || (keys as readonly string[]).includes(event.key)) callback();
  };
  globalThis.addEventListener('storage', listener);
  return () => globalThis.removeEventListener('storage', listener);
}
