/**
 * Typed access to every localStorage and sessionStorage key of SPEC.md §3 and §9.
 * The only module that touches Web Storage. Reads and writes never throw: private browsing
 * modes and full quotas turn into "absent" / a no-op.
 */

import { legacyLocalKeys, localKeys, sessionKeys } from '../../contract/storage-keys';

export { legacyLocalKeys, localKeys, sessionKeys };

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
