// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { configureLikes, LIKE_PRODUCT_PATH, LOGIN_REQUIRED_MESSAGE, showsProduct, toggleProductLike, useProductLike, withProductLike } from './likes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const card = (productNo: number, isLike = false) => ({ productNo, name: `상품 ${productNo}`, isLike });

/** Cached data in the shapes the screens use: a deal list (nested card), an infinite list, a detail. */
function seed(queryClient: QueryClient) {
  queryClient.setQueryData(['catalog', 'deal', 'list'], { items: [{ dealId: 1, product: card(1099) }, { dealId: 2, product: card(1037) }] });
  queryClient.setQueryData(['catalog', 'period', 'detail', '1'], {
    pages: [{ items: [card(1099), card(1102)] }, { items: [card(1204)] }],
    pageParams: [1, 2],
  });
  queryClient.setQueryData(['catalog', 'deal', 'detail', '1'], { dealId: 1, product: card(1099), images: ['/a.svg'] });
  queryClient.setQueryData(['display', 'web-profile'], { filterInfo: { categories: [] } });
}

function heartsOf(queryClient: QueryClient, productNo: number): boolean[] {
  const hearts: boolean[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      if (record.productNo === productNo && typeof record.isLike === 'boolean') hearts.push(record.isLike);
      Object.values(record).forEach(walk);
    }
  };
  queryClient.getQueryCache().getAll().forEach((query) => walk(query.state.data));
  return hearts;
}

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
  answer = () => Promise.resolve(json({ productNo: 1099, isLike: true, likeCount: 10, likedCount: 1, maxCount: 100 }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('withProductLike', () => {
  it('sets the heart at any depth and keeps what did not change', () => {
    const data = { items: [{ dealId: 1, product: card(1099) }, { dealId: 2, product: card(1037) }], page: 1 };
    const next = withProductLike(data, 1099, true);
    expect(next.items[0]!.product.isLike).toBe(true);
    expect(next.items[1]).toBe(data.items[1]);
    expect(data.items[0]!.product.isLike).toBe(false);
    expect(withProductLike(data, 5555, true)).toBe(data);
    expect(withProductLike(next, 1099, true)).toBe(next);
  });

  it('knows which data shows a product', () => {
    expect(showsProduct({ pages: [{ items: [card(7)] }] }, 7)).toBe(true);
    expect(showsProduct({ productNo: 7 }, 7)).toBe(false);
    expect(showsProduct(undefined, 7)).toBe(false);
  });
});

describe('useProductLike', () => {
  it('flips the heart in every cached list at once, then keeps the server answer', async () => {
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ productNo: 1099, isLike: true, likeCount: 11, likedCount: 1, maxCount: 100 }));
      });
    const { result } = renderHook(() => useProductLike(true), { wrapper });
    act(() => result.current.toggle({ productNo: 1099, isLike: false }));

    await waitFor(() => expect(heartsOf(queryClient, 1099)).toEqual([true, true, true]));
    expect(heartsOf(queryClient, 1102)).toEqual([false]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'POST', body: { productNo: 1099 } });
    expect(requests[0]!.url).toContain(LIKE_PRODUCT_PATH);

    release();
    await waitFor(() => expect(heartsOf(queryClient, 1099)).toEqual([true, true, true]));
    expect(ports.alert).not.toHaveBeenCalled();
  });

  it('unlikes with DELETE', async () => {
    queryClient.setQueryData(['catalog', 'deal', 'detail', '1'], { dealId: 1, product: card(1099, true) });
    answer = () => Promise.resolve(json({ productNo: 1099, isLike: false, likeCount: 9, likedCount: 0, maxCount: 100 }));
    const { result } = renderHook(() => useProductLike(true), { wrapper });
    act(() => result.current.toggle({ productNo: 1099, isLike: true }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.method).toBe('DELETE');
    await waitFor(() => expect(heartsOf(queryClient, 1099)).toEqual([false, false, false]));
  });

  it('rolls back and shows the server message on the like limit (91)', async () => {
    const message = '상품은 최대 100개까지 찜할 수 있어요. 찜한 상품을 정리한 뒤 다시 시도해 주세요.';
    answer = () => Promise.resolve(json({ code: 91, message, errorType: 'USER' }, 429));
    const { result } = renderHook(() => useProductLike(true), { wrapper });
    act(() => result.current.toggle({ productNo: 1099, isLike: false }));
    await waitFor(() => expect(ports.alert).toHaveBeenCalledWith(message));
    expect(heartsOf(queryClient, 1099)).toEqual([false, false, false]);
  });

  it('rolls back with a Korean message when the network fails', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useProductLike(true), { wrapper });
    act(() => result.current.toggle({ productNo: 1204, isLike: false }));
    await waitFor(() => expect(ports.alert).toHaveBeenCalledTimes(1));
    expect(ports.alert.mock.calls[0]![0]).toMatch(/인터넷 연결/);
    expect(heartsOf(queryClient, 1204)).toEqual([false]);
  });

  it('keeps a second tap from racing the first', async () => {
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ productNo: 1099, isLike: true, likeCount: 1, likedCount: 1, maxCount: 100 }));
      });
    const { result } = renderHook(() => useProductLike(true), { wrapper });
    act(() => result.current.toggle({ productNo: 1099, isLike: false }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => result.current.toggle({ productNo: 1099, isLike: true }));
    release();
    await waitFor(() => expect(heartsOf(queryClient, 1099)).toEqual([true, true, true]));
    expect(requests).toHaveLength(1);
  });

  it('asks a visitor to log in and sends them there when they agree', async () => {
    ports.confirm.mockResolvedValue(true);
    const { result } = renderHook(() => useProductLike(false), { wrapper });
    act(() => result.current.toggle({ productNo: 1099, isLike: false }));
    await waitFor(() => expect(ports.goToLogin).toHaveBeenCalledTimes(1));
    expect(ports.confirm).toHaveBeenCalledWith(LOGIN_REQUIRED_MESSAGE);
    expect(requests).toHaveLength(0);
    expect(heartsOf(queryClient, 1099)).toEqual([false, false, false]);
  });

  it('leaves a visitor where they are when they decline', async () => {
    const { result } = renderHook(() => useProductLike(false), { wrapper });
    act(() => result.current.toggle({ productNo: 1099, isLike: false }));
    await waitFor(() => expect(ports.confirm).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(ports.goToLogin).not.toHaveBeenCalled();
  });

  it('keeps the countdowns of lists steady (dataUpdatedAt is not touched)', async () => {
    const before = queryClient.getQueryState(['catalog', 'deal', 'list'])!.dataUpdatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { result } = renderHook(() => useProductLike(true), { wrapper });
    act(() => result.current.toggle({ productNo: 1099, isLike: false }));
    await waitFor(() => expect(heartsOf(queryClient, 1099)).toEqual([true, true, true]));
    expect(queryClient.getQueryState(['catalog', 'deal', 'list'])!.dataUpdatedAt).toBe(before);
  });

  describe('a page fetched while the heart’s call runs (a deal prefetched as its card came into view)', () => {
    /** A deal page's fetch that read the heart before the tap, and lands when `land` is called. */
    function prefetchedDeal(dealId: string) {
      let land!: () => void;
      const loaded = queryClient.prefetchQuery({
        queryKey: ['catalog', 'deal', 'detail', dealId],
        queryFn: () => new Promise((resolve) => (land = () => resolve({ dealId: Number(dealId), product: card(1099, false) }))),
      });
      return { land: () => land(), loaded };
    }

    it('keeps the new heart when the page lands before the answer', async () => {
      let release!: () => void;
      answer = () =>
        new Promise((resolve) => {
          release = () => resolve(json({ productNo: 1099, isLike: true, likeCount: 11, likedCount: 1, maxCount: 100 }));
        });
      const deal = prefetchedDeal('9');
      const { result } = renderHook(() => useProductLike(true), { wrapper });
      act(() => result.current.toggle({ productNo: 1099, isLike: false }));
      await waitFor(() => expect(requests).toHaveLength(1));
      deal.land();
      await deal.loaded;
      expect(heartsOf(queryClient, 1099)).toEqual([true, true, true, true]);
      release();
      await waitFor(() => expect(ports.alert).not.toHaveBeenCalled());
      expect(heartsOf(queryClient, 1099)).toEqual([true, true, true, true]);
    });

    it('keeps the server’s heart when the page lands after the answer', async () => {
      const deal = prefetchedDeal('9');
      await toggleProductLike(queryClient, { productNo: 1099, isLike: false });
      expect(requests).toHaveLength(1);
      expect(heartsOf(queryClient, 1099)).toEqual([true, true, true]);
      deal.land();
      await deal.loaded;
      expect(heartsOf(queryClient, 1099)).toEqual([true, true, true, true]);
    });

    it('leaves what arrives alone when the call fails (the server kept the old heart)', async () => {
      answer = () => Promise.reject(new TypeError('Failed to fetch'));
      const deal = prefetchedDeal('9');
      const { result } = renderHook(() => useProductLike(true), { wrapper });
      act(() => result.current.toggle({ productNo: 1099, isLike: false }));
      await waitFor(() => expect(ports.alert).toHaveBeenCalledTimes(1));
      deal.land();
      await deal.loaded;
      expect(heartsOf(queryClient, 1099)).toEqual([false, false, false, false]);
    });
  });
});
