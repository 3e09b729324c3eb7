import { describe, expect, it } from 'vitest';
import { ApiError, HttpError, NetworkError, SchemaError, TimeoutError } from './errors';
import { createQueryClient, shouldPersist, shouldRetryQuery } from './query-client';

describe('query client (SPEC.md §9)', () => {
  const defaults = createQueryClient().getDefaultOptions().queries!;

  it('keeps data fresh 300000 ms and unused 600000 ms, no refetch on focus, 500 ms retry delay', () => {
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.gcTime).toBe(600_000);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.retryDelay).toBe(500);
  });

  it('retries once, and only what a second try may fix (issue 11 §6)', () => {
    const retry = defaults.retry as (count: number, error: unknown) => boolean;
    expect(retry).toBe(shouldRetryQuery);
    const transient = [
      new NetworkError('/x'),
      new TimeoutError('/x'),
      new HttpError(500, '/x'),
      new HttpError(502, '/x'),
      new HttpError(503, '/x'),
      new ApiError(5, '잠시 문제가 있어요', 'SYSTEM', 500),
      new SchemaError('/x', ['(root): Invalid type'], true),
    ];
    for (const error of transient) {
      expect(retry(0, error), error.name).toBe(true);
      expect(retry(1, error), error.name).toBe(false);
    }
    const final = [
      new ApiError(13, '범위를 벗어났어요', 'USER', 400),
      new ApiError(91, '찜할 수 있는 상품 수를 넘었어요.', 'USER', 500),
      new ApiError(8, '찾으시는 정보가 없어요.', 'SYSTEM', 404),
      new HttpError(404, '/x'),
      new HttpError(429, '/x'),
      new SchemaError('/x', ['name: Invalid type']),
      new DOMException('aborted', 'AbortError'),
      new Error('a bug'),
    ];
    for (const error of final) expect(retry(0, error), String(error)).toBe(false);
  });

  it('runs queries offline (they fail fast instead of pausing) and never retries mutations', () => {
    expect(defaults.networkMode).toBe('always');
    expect(defaults.refetchOnReconnect).toBe(true);
    const mutations = createQueryClient().getDefaultOptions().mutations!;
    expect(mutations.retry).toBe(false);
    expect(mutations.networkMode).toBe('always');
  });

  it('persists only successful queries that opt in', () => {
    const ok = { status: 'success' } as const;
    expect(shouldPersist({ meta: { persist: true }, state: ok } as never)).toBe(true);
    expect(shouldPersist({ meta: undefined, state: ok } as never)).toBe(false);
    expect(shouldPersist({ meta: { persist: true }, state: { status: 'error' } } as never)).toBe(false);
  });
});
