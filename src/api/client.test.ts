// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callUrl, configureClient, PRODUCT_VIEW_COUNT_PATH, REQUEST_TIMEOUT_MS, request, type ToastItem } from './client';
import { ApiError, HttpError, NetworkError, SchemaError, TimeoutError } from './errors';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; headers: Headers; init: RequestInit }[] = [];
function serve(handler: Handler) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, headers: new Headers(init.headers), init });
    return handler(url, init);
  });
}

const Item = v.object({ id: v.number(), name: v.string() });
let toasts: ToastItem[] = [];

beforeEach(() => {
  calls = [];
  toasts = [];
  localStorage.clear();
  configureClient({
    showToasts: (items) => toasts.push(...items),
    accessTokenExpired: () => Promise.resolve(false),
    refreshTokenExpired: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('sends Authorization, deviceUuid and no-cache headers', async () => {
    localStorage.setItem('accessToken1', 'Bearer tok-1');
    serve(() => json({ id: 1, name: '딸기' }));
    await expect(request(Item, '/api/v1/item')).resolves.toEqual({ id: 1, name: '딸기' });
    const headers = calls[0]!.headers;
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('deviceUuid')).toMatch(/^w-/);
    expect(headers.get('deviceUuid')).toBe(localStorage.getItem('uid'));
    expect(headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends no Authorization without a stored token', async () => {
    serve(() => json({ id: 1, name: '딸기' }));
    await request(Item, '/api/v1/item');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('shows toastItems of any response except the product view-count path', async () => {
    serve(() => json({ id: 1, name: '딸기', toastItems: [{ phrase: '별 10개를 받았어요' }] }));
    await request(Item, '/api/v1/item');
    expect(toasts).toEqual([{ phrase: '별 10개를 받았어요' }]);
    await request(v.unknown(), PRODUCT_VIEW_COUNT_PATH);
    expect(toasts).toHaveLength(1);
  });

  it('sends the query without undefined values, a JSON body with its type, and FormData as it is', async () => {
    expect(callUrl('/api/x', { keyword: '딸기 잼&1', page: 2, sort: undefined, hot: true })).toBe('/api/x?keyword=%EB%94%B8%EA%B8%B0+%EC%9E%BC%261&page=2&hot=true');
    expect(callUrl('/api/x?a=1', { b: 'c' })).toBe('/api/x?a=1&b=c');
    expect(callUrl('/api/x', {})).toBe('/api/x');
    serve(() => json({ id: 1, name: '딸기' }));
    await request(Item, '/api/v1/item', { method: 'post', body: { productNo: 7 } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"productNo":7}');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
    const form = new FormData();
    form.append('image', new Blob(['x']), 'x.png');
    await request(Item, '/api/v1/item', { method: 'POST', body: form });
    expect(calls[1]!.init.body).toBe(form);
    expect(calls[1]!.headers.has('content-type')).toBe(false);
    await request(Item, '/api/v1/item', { query: { page: 1 } });
    expect(calls[2]!.init.body).toBeUndefined();
    expect(calls[2]!.init.method).toBe('GET');
  });

  it('reads an empty answer (204) as no body and shows the toasts of a failed call too', async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(request(v.undefined(), '/api/v1/item', { method: 'DELETE', body: {} })).resolves.toBeUndefined();
    serve(() => json({ code: 92, message: '찜한 상점이 너무 많아요.', errorType: 'USER', toastItems: [{ phrase: '다시 해 주세요' }] }, 429));
    await expect(request(Item, '/api/v1/item')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ phrase: '다시 해 주세요' }]);
  });

  it('turns an error body into a typed ApiError', async () => {
    serve(() => json({ code: 92, message: '찜한 상점이 너무 많아요.', errorType: 'USER' }, 429));
    const error: unknown = await request(Item, '/api/v1/like-shop').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 92, message: '찜한 상점이 너무 많아요.', errorType: 'USER', status: 429 });
  });

  it('reports a response that does not match its schema as a SchemaError', async () => {
    serve(() => json({ id: '1' }));
    const error: unknown = await request(Item, '/api/v1/item').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).issues.join()).toContain('id');
  });

  it('maps a non-JSON error page to HttpError and no answer to NetworkError', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(request(Item, '/api/x')).rejects.toBeInstanceOf(HttpError);
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request(Item, '/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('on 111 asks the session to refresh and replays the call once', async () => {
    let refreshed = 0;
    configureClient({ accessTokenExpired: async () => (refreshed++, localStorage.setItem('accessToken1', 'new'), true) });
    localStorage.setItem('accessToken1', 'old');
    serve((_url, init) =>
      new Headers(init.headers).get('Authorization') === 'Bearer new'
        ? json({ id: 2, name: '사과' })
        : json({ code: 111, message: 'expired', errorType: 'SYSTEM' }, 401),
    );
    await expect(request(Item, '/api/v1/item')).resolves.toEqual({ id: 2, name: '사과' });
    expect(refreshed).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('replays at most once, and reports 112 to the session', async () => {
    let expiredReports = 0;
    configureClient({ accessTokenExpired: () => Promise.resolve(true), refreshTokenExpired: () => void expiredReports++ });
    serve(() => json({ code: 111 }, 401));
    await expect(request(Item, '/api/v1/item')).rejects.toMatchObject({ code: 111 });
    expect(calls).toHaveLength(2);
    serve(() => json({ code: 112 }, 401));
    await expect(request(Item, '/api/v1/item')).rejects.toMatchObject({ code: 112 });
    expect(expiredReports).toBe(1);
  });

  it('fails a 111 call as a NetworkError when the refresh could not reach the server', async () => {
    let expiredReports = 0;
    configureClient({ accessTokenExpired: () => Promise.resolve('unreachable'), refreshTokenExpired: () => void expiredReports++ });
    serve(() => json({ code: 111 }, 401));
    await expect(request(Item, '/api/v1/item')).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1);
    expect(expiredReports).toBe(0);
  });
});

describe('API client under a bad network (issue 11 §6)', () => {
  /** a server that sends headers at once and then never finishes the body */
  const stalledBody = (_url: string, init: RequestInit) =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":1,'));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  /** a server that never answers, until the call is aborted */
  const silent = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      if (init.signal?.aborted) reject(init.signal.reason);
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });

  afterEach(() => vi.useRealTimers());

  it('gives up a read after 15 s and a write after 50 s, as a TimeoutError', async () => {
    vi.useFakeTimers();
    serve(silent);
    const read = request(Item, '/api/v1/item').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read - 1);
    let settled = false;
    void read.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toBeInstanceOf(TimeoutError);
    expect(REQUEST_TIMEOUT_MS.read).toBe(15_000);

    const write = request(Item, '/api/v1/item', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read);
    await vi.advanceTimersByTimeAsync(50_000 - REQUEST_TIMEOUT_MS.read);
    expect(await write).toBeInstanceOf(TimeoutError);
  });

  it('times out a call that passes its own signal too (a query), and a body that stalls', async () => {
    vi.useFakeTimers();
    serve(silent);
    const withSignal = request(Item, '/api/v1/item', { signal: new AbortController().signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read);
    expect(await withSignal).toBeInstanceOf(TimeoutError);
    serve(stalledBody);
    const stalled = request(Item, '/api/v1/item').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read);
    expect(await stalled).toBeInstanceOf(TimeoutError);
  });

  it('passes a cancellation through as an AbortError, not a failure to show', async () => {
    serve(silent);
    const controller = new AbortController();
    const call = request(Item, '/api/v1/item', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await call;
    expect((error as Error).name).toBe('AbortError');
  });

  it('maps a connection dropped mid-body to NetworkError and a cut JSON body to an unreadable SchemaError', async () => {
    serve(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"id":1,'));
              controller.error(new TypeError('network error'));
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    await expect(request(Item, '/api/x')).rejects.toBeInstanceOf(NetworkError);
    serve(() => new Response('{"id":1,"na', { status: 200, headers: { 'content-type': 'application/json' } }));
    const cut = await request(Item, '/api/x').catch((e: unknown) => e);
    expect(cut).toBeInstanceOf(SchemaError);
    expect((cut as SchemaError).unreadable).toBe(true);
    serve(() => json({ id: 'one', name: '딸기' }));
    const wrongShape = await request(Item, '/api/x').catch((e: unknown) => e);
    expect((wrongShape as SchemaError).unreadable).toBe(false);
  });
});
