// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HASH_SCROLL_OFFSET_PX,
  isChunkLoadError,
  reloadOnceForChunkError,
  saveScrollPosition,
  scrollToHash,
  takeScrollPosition,
} from './page-lifecycle';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('hash scrolling (SPEC.md §9: 78px offset)', () => {
  it('scrolls smoothly to the target minus 78px', () => {
    document.body.innerHTML = '<section id="notice-3">공지</section>';
    const target = document.getElementById('notice-3')!;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToHash('#notice-3')).toBe(true);
    expect(HASH_SCROLL_OFFSET_PX).toBe(78);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 100 - 78, behavior: 'smooth' });
  });

  it('does nothing without a target', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToHash('#missing')).toBe(false);
    expect(scrollToHash('')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('scroll positions across an external page', () => {
  it('saves per path and hands each back once', () => {
    saveScrollPosition('/best', 1234.4);
    saveScrollPosition('/season', 80);
    expect(takeScrollPosition('/best')).toBe(1234);
    expect(takeScrollPosition('/best')).toBeNull();
    expect(takeScrollPosition('/season')).toBe(80);
  });
});

describe('failed lazy chunk', () => {
  it('reloads once per session, never in a loop', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(reloadOnceForChunkError()).toBe(true);
    expect(reloadOnceForChunkError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/best-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
