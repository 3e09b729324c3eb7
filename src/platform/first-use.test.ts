// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { onFirstUse as OnFirstUse } from './first-use';

/** a fresh module each time: the first use is remembered for the page's life */
let onFirstUse: typeof OnFirstUse;
beforeEach(async () => {
  vi.resetModules();
  ({ onFirstUse } = await import('./first-use'));
});

describe("the shopper's first use of the page", () => {
  it.each(['pointerdown', 'touchstart', 'wheel', 'keydown'])('is a %s anywhere on the page (the window listens in the capture phase)', (type) => {
    const run = vi.fn();
    onFirstUse(run);
    const inner = document.body.appendChild(document.createElement('div'));
    inner.dispatchEvent(new Event(type, { bubbles: false }));
    expect(run).toHaveBeenCalledTimes(1);
    inner.remove();
  });

  it('is a scroll of the page', () => {
    const run = vi.fn();
    onFirstUse(run);
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("is not a strip scrolling by itself (the banner carousel's autoplay), until a touch comes", () => {
    const run = vi.fn();
    onFirstUse(run);
    const strip = document.body.appendChild(document.createElement('div'));
    strip.dispatchEvent(new Event('scroll'));
    expect(run).not.toHaveBeenCalled();
    strip.dispatchEvent(new Event('touchstart'));
    expect(run).toHaveBeenCalledTimes(1);
    strip.remove();
  });

  it('runs each waiting start once, and a start that comes later at once', () => {
    const first = vi.fn();
    const second = vi.fn();
    onFirstUse(first);
    onFirstUse(second);
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    onFirstUse(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a cancelled start does not run', () => {
    const run = vi.fn();
    const kept = vi.fn();
    onFirstUse(run)();
    onFirstUse(kept);
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
