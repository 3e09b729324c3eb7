import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module for each test: its state is the page's. */
async function freshModule() {
  vi.resetModules();
  return import('./hydration');
}

/** Whether `promise` has settled by now (after pending callbacks). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterHydration', () => {
  it('resolves at once where no page is being hydrated (tests, screens opened later)', async () => {
    const { afterHydration } = await freshModule();
    expect(await isSettled(afterHydration())).toBe(true);
  });

  it('waits for the root layout, then for the browser to be idle (React’s later passes)', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { afterHydration, hydrationStarts, shellHydrated } = await freshModule();
    hydrationStarts();
    const done = afterHydration();
    expect(await isSettled(done)).toBe(false);
    shellHydrated();
    expect(await isSettled(done)).toBe(false);
    idle.forEach((callback) => callback());
    expect(await isSettled(done)).toBe(true);
  });

  it('without requestIdleCallback (Safari), a moment after the root layout', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterHydration, hydrationStarts, shellHydrated } = await freshModule();
    hydrationStarts();
    shellHydrated();
    expect(await isSettled(afterHydration())).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(await isSettled(afterHydration())).toBe(true);
  });

  it('never waits longer than HYDRATION_WAIT_MS, whatever happens to the page', async () => {
    const { afterHydration, hydrationStarts, HYDRATION_WAIT_MS } = await freshModule();
    hydrationStarts();
    await vi.advanceTimersByTimeAsync(HYDRATION_WAIT_MS - 1);
    expect(await isSettled(afterHydration())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(afterHydration())).toBe(true);
  });
});
