// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, hasFirstScreen, whenFirstScreenReady } from './first-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe("home's snapshot from the server (issue 14)", () => {
  it('is found by its marker inside the root', () => {
    const root = document.createElement('div');
    expect(hasFirstScreen(root)).toBe(false);
    root.innerHTML = '<div data-first-screen=""><header></header></div>';
    expect(hasFirstScreen(root)).toBe(true);
  });

  it('keeps React waiting until the route is ready, whether it loaded or failed', async () => {
    let finish!: () => void;
    let ready = false;
    void whenFirstScreenReady(() => new Promise<void>((resolve) => (finish = resolve))).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    finish();
    await vi.waitFor(() => expect(ready).toBe(true));
    await expect(whenFirstScreenReady(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });

  it('renders anyway when the route takes longer than the limit', async () => {
    vi.useFakeTimers();
    let ready = false;
    void whenFirstScreenReady(() => new Promise<void>(() => {})).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});
