// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { LIKE_SHOP_PATH, showsShop, useShopLike, withShopLike } from './like-shop';
import { configureLikes, LOGIN_REQUIRED_MESSAGE } from './likes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const store = (shopId: number, isLike = false, likeCount = 100) => ({ shopId, name: `상점 ${shopId}`, isLike, likeCount });
/** a product card of the store: it carries shopId and isLike too, but its heart is the product's */
const product = (productNo: number, shopId: number) => ({ productNo, shopId, isLike: false });

/** Cached data in the shapes the screens use: a region's stores (infinite), a store page, its products. */
function seed(queryClient: QueryClient) {
  queryClient.setQueryData(['catalog', 'local', 'stores', 'chungnam', 'default'], {
    pages: [{ region: { localCode: 'chungnam' }, items: [{ ...store(16), products: [product(1099, 16)] }, store(17)] }],
    pageParams: [1],
  });
  queryClient.setQueryData(['catalog', 'shop', '16', 'chungnam'], { ...store(16), categories: [] });
  queryClient.setQueryData(['catalog', 'shop', '16', 'product', 'all', 'default'], { pages: [{ items: [product(1099, 16)] }], pageParams: [1] });
}

/** [isLike, likeCount] of every cached store with that id (product cards left out) */
function storesOf(queryClient: QueryClient, shopId: number): [boolean, number][] {
  const found: [boolean, number][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      if (record.shopId === shopId && !('productNo' in record)) found.push([record.isLike as boolean, record.likeCount as number]);
      Object.values(record).forEach(walk);
    }
  };
  queryClient.getQueryCache().getAll().forEach((query) => walk(query.state.data));
  return found;
}

const productHearts = (queryClient: QueryClient) =>
  (queryClient.getQueryData(['catalog', 'shop', '16', 'product', 'all', 'default']) as { pages: { items: { isLike: boolean }[] }[] }).pages[0]!.items.map(
    (item) => item.isLike,
  );

let queryClient: QueryClient;
const ports = { alert: vi.fn(), confirm: vi.fn(() => Promise.resolve(false)), goToLogin: vi.fn() };
let answer: () => Promise<Response>;
let requests: { method: string; url: string; body: unknown }[];

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(queryClient);
  ports.alert.mockReset();
  ports.confirm.mockReset().mockResolvedValue(false);
  ports.goToLogin.mockReset();
  configureLikes(ports);
  configureClient({ showToasts: () => undefined, accessTokenExpired: () => Promise.resolve(false), refreshTokenExpired: () => undefined });
  requests = [];
  answer = () => Promise.resolve(json({ shopId: 16, isLike: true, likeCount: 150, likedCount: 1, maxCount: 30 }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('withShopLike', () => {
  it('sets the heart and count of the store, never of its product cards', () => {
    const data = { items: [{ ...store(16), products: [product(1099, 16)] }, { ...store(17), products: [] }] };
    const next = withShopLike(data, 16, true);
    expect(next.items[0]).toMatchObject({ isLike: true, likeCount: 101 });
    expect(next.items[0]!.products[0]!.isLike).toBe(false);
    expect(next.items[1]).toBe(data.items[1]);
    expect(withShopLike(data, 16, true, 150).items[0]!.likeCount).toBe(150);
    expect(withShopLike(data, 99, true)).toBe(data);
  });

  it('knows which data shows a store', () => {
    expect(showsShop({ pages: [{ items: [store(16)] }] }, 16)).toBe(true);
    expect(showsShop({ items: [product(1099, 16)] }, 16)).toBe(false);
    expect(showsShop(undefined, 16)).toBe(false);
  });
});

describe('useShopLike', () => {
  it('flips the heart and count in every cached store at once, then keeps the server answer', async () => {
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ shopId: 16, isLike: true, likeCount: 150, likedCount: 1, maxCount: 30 }));
      });
    const { result } = renderHook(() => useShopLike(true), { wrapper });
    act(() => result.current.toggle({ shopId: 16, isLike: false }));

    await waitFor(() => expect(storesOf(queryClient, 16)).toEqual([[true, 101], [true, 101]]));
    expect(storesOf(queryClient, 17)).toEqual([[false, 100]]);
    expect(productHearts(queryClient)).toEqual([false]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'POST', body: { shopId: 16 } });
    expect(requests[0]!.url).toContain(LIKE_SHOP_PATH);

    release();
    await waitFor(() => expect(storesOf(queryClient, 16)).toEqual([[true, 150], [true, 150]]));
    expect(ports.alert).not.toHaveBeenCalled();
  });

  it('unlikes with DELETE', async () => {
    queryClient.setQueryData(['catalog', 'shop', '16', 'chungnam'], { ...store(16, true, 101), categories: [] });
    answer = () => Promise.resolve(json({ shopId: 16, isLike: false, likeCount: 100, likedCount: 0, maxCount: 30 }));
    const { result } = renderHook(() => useShopLike(true), { wrapper });
    act(() => result.current.toggle({ shopId: 16, isLike: true }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.method).toBe('DELETE');
    await waitFor(() => expect(storesOf(queryClient, 16)).toEqual([[false, 100], [false, 100]]));
  });

  it('rolls back and shows the server message on the store like limit (92)', async () => {
    const message = '상점은 최대 30개까지 찜할 수 있어요. 찜한 상점을 정리한 뒤 다시 시도해 주세요.';
    answer = () => Promise.resolve(json({ code: 92, message, errorType: 'USER' }, 429));
    const { result } = renderHook(() => useShopLike(true), { wrapper });
    act(() => result.current.toggle({ shopId: 16, isLike: false }));
    await waitFor(() => expect(ports.alert).toHaveBeenCalledWith(message));
    expect(storesOf(queryClient, 16)).toEqual([[false, 100], [false, 100]]);
  });

  it('asks a member whose session is gone (110) to log in again, and rolls back', async () => {
    answer = () => Promise.resolve(json({ code: 110, message: '로그인이 필요해요.', errorType: 'USER' }, 401));
    const { result } = renderHook(() => useShopLike(true), { wrapper });
    act(() => result.current.toggle({ shopId: 16, isLike: false }));
    await waitFor(() => expect(ports.confirm).toHaveBeenCalledWith(LOGIN_REQUIRED_MESSAGE));
    expect(ports.alert).not.toHaveBeenCalled();
    expect(storesOf(queryClient, 16)).toEqual([[false, 100], [false, 100]]);
  });

  it('keeps a second tap from racing the first', async () => {
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ shopId: 16, isLike: true, likeCount: 101, likedCount: 1, maxCount: 30 }));
      });
    const { result } = renderHook(() => useShopLike(true), { wrapper });
    act(() => result.current.toggle({ shopId: 16, isLike: false }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => result.current.toggle({ shopId: 16, isLike: true }));
    release();
    await waitFor(() => expect(storesOf(queryClient, 16)).toEqual([[true, 101], [true, 101]]));
    expect(requests).toHaveLength(1);
  });

  it('asks a visitor to log in and sends them there when they agree, without a call', async () => {
    ports.confirm.mockResolvedValue(true);
    const { result } = renderHook(() => useShopLike(false), { wrapper });
    act(() => result.current.toggle({ shopId: 16, isLike: false }));
    await waitFor(() => expect(ports.goToLogin).toHaveBeenCalledTimes(1));
    expect(ports.confirm).toHaveBeenCalledWith(LOGIN_REQUIRED_MESSAGE);
    expect(requests).toHaveLength(0);
    expect(storesOf(queryClient, 16)).toEqual([[false, 100], [false, 100]]);
  });
});
