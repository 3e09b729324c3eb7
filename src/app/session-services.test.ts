// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_STORAGE_KEY } from '../api/query-client';
import { IDBFactory } from 'fake-indexeddb';
import { indexedDbLedger, noLedger } from '../platform/token-rotation';
import { createHash } from 'node:crypto';
import type * as ActualAuth from '../api/auth';
import {
  acceptHostTokens,
  clearLocalSession,
  fetchSessionProfile,
  forgetMemberData,
  RECENT_ROTATION_MS,
  refreshTokensOnce,
  refreshTokensWith,
  storeTokens,
  storeTokensUnderLock,
} from './session-services';

/** the profile GET /api/v2/user/profile answers in these tests */
const profileAnswer = vi.hoisted(() => ({ email: 'Stars@Example.com ' as string | null, userId: 7 }));
vi.mock('../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof ActualAuth>();
  return {
    ...actual,
    fetchUserProfile: () =>
      Promise.resolve({ userId: profileAnswer.userId, nickName: '별모으는농부', email: profileAnswer.email, retrySignIn: false, banStatus: { isBanned: false, message: null }, isSurveyCompleted: false }),
  };
});

/** A Web Locks stand-in: one holder at a time, in request order (what navigator.locks guarantees). */
function fakeLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

const pair = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expireDt: '2099-01-01T10:00:00+09:00' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
});
afterEach(() => vi.unstubAllGlobals());

describe('refresh across tabs', () => {
  it('spends the refresh token once when two tabs refresh at the same time', async () => {
    storeTokens(pair(0));
    let refreshCalls = 0;
    vi.stubGlobal('fetch', async (_url: RequestInfo | URL, init?: RequestInit) => {
      refreshCalls += 1;
      const headers = new Headers(init?.headers);
      expect(headers.get('refreshToken')).toBe('refresh-0');
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(JSON.stringify(pair(refreshCalls)), { headers: { 'Content-Type': 'application/json' } });
    });
    // two tabs share localStorage; both saw access-0 expire
    await Promise.all([refreshTokensOnce(), refreshTokensOnce()]);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem('accessToken1')).toBe('access-1');
    expect(localStorage.getItem('refreshToken1')).toBe('refresh-1');
    expect(document.cookie).toContain('ACCESS_TOKEN=access-1');
  });

  /** The refresh endpoint as the server keeps it: each refresh token once, a replay answers 112. */
  function stubRefreshServer() {
    const spent: string[] = [];
    let issued = 0;
    vi.stubGlobal('fetch', async (_url: RequestInfo | URL, init?: RequestInit) => {
      const refreshToken = new Headers(init?.headers).get('refreshToken') ?? '';
      if (spent.includes(refreshToken)) {
        return new Response(JSON.stringify({ code: 112, message: 'replay', errorType: 'AUTH' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
      }
      spent.push(refreshToken);
      issued += 1;
      return new Response(JSON.stringify(pair(issued)), { headers: { 'Content-Type': 'application/json' } });
    });
    return spent;
  }

  it("a tab whose copy of localStorage still shows the old pair takes the other tab's new pair from the ledger", async () => {
    const ledger = indexedDbLedger(new IDBFactory());
    const spent = stubRefreshServer();
    storeTokens(pair(0));
    await refreshTokensWith(ledger); // tab A
    expect(localStorage.getItem('accessToken1')).toBe('access-1');
    // tab B is granted the lock before tab A's write reached its renderer's copy of localStorage
    storeTokens(pair(0));
    await refreshTokensWith(ledger);
    expect(spent).toEqual(['refresh-0']);
    expect(localStorage.getItem('accessToken1')).toBe('access-1');
    expect(localStorage.getItem('refreshToken1')).toBe('refresh-1');
  });

  it('without the ledger that tab would spend the old refresh token again (the replay the ledger prevents)', async () => {
    const spent = stubRefreshServer();
    storeTokens(pair(0));
    await refreshTokensWith(noLedger);
    storeTokens(pair(0));
    await expect(refreshTokensWith(noLedger)).rejects.toMatchObject({ code: 112 });
    expect(spent).toEqual(['refresh-0']);
  });

  const expired = () => Promise.reject(Object.assign(new Error('expired'), { code: 111 }));
  const accepted = () => Promise.resolve();

  it('a later refresh from the new pair is a real refresh, not the recorded one', async () => {
    const ledger = indexedDbLedger(new IDBFactory());
    const spent = stubRefreshServer();
    storeTokens(pair(0));
    await refreshTokensWith(ledger);
    await refreshTokensWith(ledger, { validate: expired }); // access-1 was expired in its turn
    expect(spent).toEqual(['refresh-0', 'refresh-1']);
    expect(localStorage.getItem('accessToken1')).toBe('access-2');
  });

  it('a call that failed with the old token, refreshing after the new pair arrived, keeps the new pair if the server accepts it', async () => {
    const ledger = indexedDbLedger(new IDBFactory());
    const spent = stubRefreshServer();
    let clock = 1_000_000;
    const now = () => clock;
    storeTokens(pair(0));
    await refreshTokensWith(ledger, { now }); // tab A
    clock += 2_000;
    // tab B: its call met 111 with access-0; access-1 reached its storage before its refresh began
    let validations = 0;
    await refreshTokensWith(ledger, { now, validate: () => ((validations += 1), accepted()) });
    expect(validations).toBe(1);
    expect(spent).toEqual(['refresh-0']);
    expect(localStorage.getItem('accessToken1')).toBe('access-1');
  });

  it('a pair rotated longer ago than RECENT_ROTATION_MS is refreshed without asking first', async () => {
    const ledger = indexedDbLedger(new IDBFactory());
    const spent = stubRefreshServer();
    let clock = 1_000_000;
    const now = () => clock;
    storeTokens(pair(0));
    await refreshTokensWith(ledger, { now });
    clock += RECENT_ROTATION_MS;
    let validations = 0;
    await refreshTokensWith(ledger, { now, validate: () => ((validations += 1), accepted()) });
    expect(validations).toBe(0);
    expect(spent).toEqual(['refresh-0', 'refresh-1']);
  });

  it("the hosting app's pair is recorded too, so a lagging tab does not refresh the replaced one", async () => {
    const ledger = indexedDbLedger(new IDBFactory());
    const spent = stubRefreshServer();
    storeTokens(pair(0));
    await storeTokensUnderLock(pair(7), ledger);
    storeTokens(pair(0));
    await refreshTokensWith(ledger);
    expect(spent).toEqual([]);
    expect(localStorage.getItem('accessToken1')).toBe('access-7');
  });
});

describe('the member’s userToken (SPEC.md §3, §5)', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  it('is the hash of the email (lowercased, trimmed), written with the profile', async () => {
    profileAnswer.email = 'Stars@Example.com ';
    await fetchSessionProfile();
    expect(localStorage.getItem('userToken')).toBe(sha('stars@example.com'));
    expect(localStorage.getItem('isSurveyCompleted')).toBe('false');
  });

  it('without an email, the hash of the member id', async () => {
    profileAnswer.email = null;
    await fetchSessionProfile();
    expect(localStorage.getItem('userToken')).toBe(sha('member:7'));
  });
});

describe('logout clearing (SPEC.md §4)', () => {
  it('removes tokens, sign-in data, bypass, survey status, member history, shared cookies and the persisted query cache', () => {
    storeTokens(pair(1));
    for (const key of ['userToken', 'socialLoginPlatform', 'isCafe24Register', 'redirectUri', 'state', 'isSurveyCompleted', 'bypass']) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('uid', 'w-device');
    localStorage.setItem('recentKeywords', '["딸기"]');
    localStorage.setItem('recentlyViewed', '[{"productNo":1,"isLike":true}]');
    localStorage.setItem('appProductLike', '{"productNo":1}');
    sessionStorage.setItem('bypass', 'true');
    sessionStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{}}');
    document.cookie = 'redirectPath=/alarm; path=/';
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user', 'profile'], { nickName: '딸기러버' });

    clearLocalSession(queryClient);

    expect(Object.keys(localStorage).sort()).toEqual(['uid']);
    expect(sessionStorage.getItem('bypass')).toBeNull();
    expect(sessionStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toMatch(/ACCESS_TOKEN|REFRESH_TOKEN|redirectPath/);
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
  });
});

describe('tokens handed over by the hosting app (issue 11 §2)', () => {
  /** the validation endpoint: accepts the tokens in `valid`, answers 110 to anything else */
  function validationServer(valid: readonly string[]) {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      expect(String(url)).toContain('/api/v1/token/jwt/validation');
      const token = headers.get('accessToken') ?? '';
      asked.push(token);
      if (valid.includes(token)) return new Response('{"valid":true}', { headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify({ code: 110, message: '토큰 없음', errorType: 'USER' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    return asked;
  }

  it('a token the server refuses is dropped and the working pair stays', async () => {
    storeTokens(pair(1));
    const asked = validationServer(['access-1']);
    const switched = vi.fn();
    const outcome = await acceptHostTokens({ accessToken: 'garbage', refreshToken: 'junk', expireDt: '' }, { kind: 'appTokenRefresh', afterSwitch: switched });
    expect(outcome).toBe('rejected');
    expect(asked).toEqual(['garbage']);
    expect(localStorage.getItem('accessToken1')).toBe('access-1');
    expect(localStorage.getItem('refreshToken1')).toBe('refresh-1');
    expect(switched).not.toHaveBeenCalled();
  });

  it('a token that cannot be checked (offline) is dropped too', async () => {
    storeTokens(pair(1));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await acceptHostTokens(pair(2), { kind: 'appLogin' })).toBe('rejected');
    expect(localStorage.getItem('accessToken1')).toBe('access-1');
  });

  it('a valid refresh replaces the pair; a valid appLogin over another pair forgets the previous member after storing', async () => {
    storeTokens(pair(1));
    validationServer(['access-2', 'access-3']);
    const switched = vi.fn(() => expect(localStorage.getItem('accessToken1')).toBe('access-3'));
    expect(await acceptHostTokens(pair(2), { kind: 'appTokenRefresh', afterSwitch: switched })).toBe('stored');
    expect(localStorage.getItem('accessToken1')).toBe('access-2');
    expect(switched).not.toHaveBeenCalled();
    expect(await acceptHostTokens(pair(3), { kind: 'appLogin', afterSwitch: switched })).toBe('stored');
    expect(localStorage.getItem('refreshToken1')).toBe('refresh-3');
    expect(switched).toHaveBeenCalledTimes(1);
  });

  it('the pair already stored is not checked again', async () => {
    storeTokens(pair(1));
    const asked = validationServer([]);
    expect(await acceptHostTokens({ ...pair(1), accessToken: 'Bearer access-1' }, { kind: 'appLogin' })).toBe('unchanged');
    expect(asked).toEqual([]);
  });
});

describe('forgetting a member (issue 11 §7)', () => {
  it('drops every query’s data and the member-scoped keys, keeps the tokens and the device id', async () => {
    storeTokens(pair(2));
    localStorage.setItem('uid', 'w-device');
    for (const key of ['recentlyViewed', 'recentKeywords', 'appProductLike', 'isSurveyCompleted']) localStorage.setItem(key, 'x');
    sessionStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{}}');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['user', 'profile'], { nickName: '딸기러버' });
    queryClient.setQueryData(['catalog', 'product', 7], { productNo: 7, isLike: true });

    forgetMemberData(queryClient);
    await Promise.resolve();

    expect(Object.keys(localStorage).sort()).toEqual(['accessToken1', 'refreshToken1', 'uid']);
    expect(sessionStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'product', 7])).toBeUndefined();
  });
});
