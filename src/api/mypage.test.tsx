// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeFirstCall } from '../platform/first-call';
import { configureClient } from './client';
import { fetchMyPage, MYPAGE_JUST_CALLED_MS, MYPAGE_PATH, myPageQueryOptions, useMyPage } from './mypage';

/** What my page's HTML leaves for the app (server/first-screen-member.ts). */
type Handed = { path: string; token: string; answer: Promise<unknown> };
const handOver = (call: Handed | Record<string, unknown>) => {
  window.__firstCall = call;
};

const myPage = {
  nickName: '딸기농부',
  level: { level: 1, name: '새싹', icon: 'sprout', emoji: '🌱' },
  point: { balance: 1200, isAutoExchange: false },
  alarmCount: 0,
  likeProductCount: 3,
  likeShopCount: 0,
  recentProductCount: 2,
};

let calls: string[] = [];

beforeEach(() => {
  calls = [];
  localStorage.clear();
  delete window.__firstCall;
  configureClient({ showToasts: () => undefined, accessTokenExpired: () => Promise.resolve(false), refreshTokenExpired: () => undefined });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    calls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return new Response(JSON.stringify({ ...myPage, nickName: '새로 부른 이름' }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("my page's call and the answer its HTML already got", () => {
  it('takes the HTML\'s answer once, for the same token, and calls by itself the next time', async () => {
    localStorage.setItem('accessToken1', 'Bearer tok-1');
    handOver({ path: MYPAGE_PATH, token: 'tok-1', answer: Promise.resolve(myPage) });
    await expect(fetchMyPage()).resolves.toMatchObject({ nickName: '딸기농부' });
    expect(calls).toEqual([]);
    await expect(fetchMyPage()).resolves.toMatchObject({ nickName: '새로 부른 이름' });
    expect(calls).toHaveLength(1);
  });

  it('calls by itself when the HTML\'s answer failed or does not fit the schema', async () => {
    localStorage.setItem('accessToken1', 'tok-1');
    for (const answer of [() => Promise.resolve(null), () => Promise.resolve({ nickName: '딸기농부' }), () => Promise.reject(new Error('lost'))]) {
      calls = [];
      handOver({ path: MYPAGE_PATH, token: 'tok-1', answer: answer() });
      await expect(fetchMyPage()).resolves.toMatchObject({ nickName: '새로 부른 이름' });
      expect(calls).toHaveLength(1);
    }
  });

  it('leaves an answer made with another token, for another path or of another shape', async () => {
    localStorage.setItem('accessToken1', 'tok-2');
    handOver({ path: MYPAGE_PATH, token: 'tok-1', answer: Promise.resolve(myPage) });
    await expect(fetchMyPage()).resolves.toMatchObject({ nickName: '새로 부른 이름' });
    // taken and dropped: it is not there for a later call either
    expect(window.__firstCall).toBeUndefined();
    handOver({ path: '/api/v2/user/profile', token: 'tok-2', answer: Promise.resolve(myPage) });
    expect(takeFirstCall(MYPAGE_PATH, 'tok-2')).toBeUndefined();
    handOver({ path: MYPAGE_PATH, token: 'tok-2', answer: myPage });
    expect(takeFirstCall(MYPAGE_PATH, 'tok-2')).toBeUndefined();
    handOver({ path: MYPAGE_PATH, token: 'tok-2', answer: Promise.resolve(myPage) });
    expect(takeFirstCall(MYPAGE_PATH, null)).toBeUndefined();
  });
});

describe('my page opened', () => {
  it('calls once when the route has just called, and again when the screen opens again later', async () => {
    localStorage.setItem('accessToken1', 'Bearer tok-1');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    // the route's loader, then the screen
    await queryClient.ensureQueryData(myPageQueryOptions());
    const first = renderHook(() => useMyPage(), { wrapper });
    await waitFor(() => expect(first.result.current.data?.nickName).toBe('새로 부른 이름'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    first.unmount();

    // back on my page a while later: the loader takes what is cached, the screen calls again
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + MYPAGE_JUST_CALLED_MS + 1);
    await queryClient.ensureQueryData(myPageQueryOptions());
    renderHook(() => useMyPage(), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(2));
    vi.restoreAllMocks();
  });
});
