// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { MYPAGE_JUST_CALLED_MS, myPageQueryOptions, useMyPage } from './mypage';

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
  configureClient({ showToasts: () => undefined, accessTokenExpired: () => Promise.resolve(false), refreshTokenExpired: () => undefined });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    calls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return new Response(JSON.stringify({ ...myPage, nickName: '새로 부른 이름' }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

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
