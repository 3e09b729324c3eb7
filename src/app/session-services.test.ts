// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_STORAGE_KEY } from '../api/query-client';
import { clearLocalSession, refreshTokensOnce, storeTokens } from './session-services';

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
});

describe('logout clearing (SPEC.md §4)', () => {
  it('removes tokens, sign-in data, bypass, survey status, shared cookies and the persisted query cache', () => {
    storeTokens(pair(1));
    for (const key of ['userToken', 'socialLoginPlatform', 'isCafe24Register', 'redirectUri', 'state', 'isSurveyCompleted', 'bypass']) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('uid', 'w-device');
    localStorage.setItem('recentKeywords', '["딸기"]');
    sessionStorage.setItem('bypass', 'true');
    sessionStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{}}');
    document.cookie = 'redirectPath=/alarm; path=/';
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user', 'profile'], { nickName: '딸기러버' });

    clearLocalSession(queryClient);

    expect(Object.keys(localStorage).sort()).toEqual(['recentKeywords', 'uid']);
    expect(sessionStorage.getItem('bypass')).toBeNull();
    expect(sessionStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toMatch(/ACCESS_TOKEN|REFRESH_TOKEN|redirectPath/);
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
  });
});
