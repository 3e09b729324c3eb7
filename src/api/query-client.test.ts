import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, shouldPersist } from './query-client';

describe('query client (SPEC.md §9)', () => {
  const defaults = createQueryClient().getDefaultOptions().queries!;

  it('keeps data fresh 300000 ms and unused 600000 ms, no refetch on focus, 500 ms retry delay', () => {
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.gcTime).toBe(600_000);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.retryDelay).toBe(500);
  });

  it('retries once, but never a USER error the server meant', () => {
    const retry = defaults.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new Error('network'))).toBe(true);
    expect(retry(1, new Error('network'))).toBe(false);
    expect(retry(0, new ApiError(13, '범위를 벗어났어요', 'USER', 400))).toBe(false);
  });

  it('persists only successful queries that opt in', () => {
    const ok = { status: 'success' } as const;
    expect(shouldPersist({ meta: { persist: true }, state: ok } as never)).toBe(true);
    expect(shouldPersist({ meta: undefined, state: ok } as never)).toBe(false);
    expect(shouldPersist({ meta: { persist: true }, state: { status: 'error' } } as never)).toBe(false);
  });
});
