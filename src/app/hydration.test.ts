// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module for each test: its state is the page's. */
async function freshModule() {
  vi.resetModules();
  return import('./hydration');
}

/** Whether `task` has run by now, after pending callbacks. */
async function ranBy(ran: () => boolean): Promise<boolean> {
  await Promise.resolve();
  await Promise.resolve();
  return ran();
}

const hydratedMark = () => document.documentElement.hasAttribute('data-hydrated');

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.removeAttribute('data-hydrated');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterHydration', () => {
  it('runs at once where no page is being hydrated (tests, screens opened later)', async () => {
    const { afterHydration } = await freshModule();
    let ran = false;
    afterHydration(() => (ran = true));
    expect(ran).toBe(true);
  });

  it('waits for the app shell, then for the browser to be idle (React’s later passes); then html[data-hydrated]', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { afterHydration, hydrationStarts, markHydrated } = await freshModule();
    hydrationStarts();
    let ran = false;
    afterHydration(() => (ran = true));
    expect(await ranBy(() => ran)).toBe(false);
    markHydrated();
    expect(await ranBy(() => ran)).toBe(false);
    expect(hydratedMark()).toBe(false);
    idle.forEach((callback) => callback());
    expect(ran).toBe(true);
    expect(hydratedMark()).toBe(true);
  });

  it('without requestIdleCallback (Safari), a moment after the app shell', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterHydration, hydrationStarts, markHydrated } = await freshModule();
    hydrationStarts();
    markHydrated();
    let ran = false;
    afterHydration(() => (ran = true));
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toBe(true);
  });

  it('asks the browser for its idle moment at most HYDRATION_WAIT_MS after the app shell', async () => {
    const asked: Array<{ timeout?: number }> = [];
    vi.stubGlobal('requestIdleCallback', (_callback: () => void, options: { timeout?: number }) => asked.push(options));
    const { hydrationStarts, markHydrated, HYDRATION_WAIT_MS } = await freshModule();
    hydrationStarts();
    markHydrated();
    expect(asked).toEqual([{ timeout: HYDRATION_WAIT_MS }]);
  });

  it('counts nothing before the app shell: React may begin seconds after the entry, and the mark before it would be a mismatch', async () => {
    const { afterHydration, hydrationStarts } = await freshModule();
    hydrationStarts();
    let ran = false;
    afterHydration(() => (ran = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ran).toBe(false);
    expect(hydratedMark()).toBe(false);
  });

  it('whenHydrated is the same as a promise', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { whenHydrated, hydrationStarts, markHydrated } = await freshModule();
    hydrationStarts();
    let settled = false;
    void whenHydrated().then(() => (settled = true));
    markHydrated();
    expect(await ranBy(() => settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(true);
  });
});
