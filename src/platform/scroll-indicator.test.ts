// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_INDICATOR_ATTRIBUTE, type revealScrollIndicatorOnFirstUse as RevealOnFirstUse } from './scroll-indicator';

/** a fresh module each time: the page's first use (first-use.ts) is remembered for the page's life */
let revealScrollIndicatorOnFirstUse: typeof RevealOnFirstUse;
beforeEach(async () => {
  vi.resetModules();
  ({ revealScrollIndicatorOnFirstUse } = await import('./scroll-indicator'));
});

const root = () => document.documentElement;

describe('the scroll indicator with the first use of the page', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    root().removeAttribute(SCROLL_INDICATOR_ATTRIBUTE);
  });

  it('is hidden until the shopper scrolls, then shown for good', () => {
    stop = revealScrollIndicatorOnFirstUse();
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(false);
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(true);
  });

  it.each(['touchstart', 'wheel', 'keydown', 'pointerdown'])('shows at a %s anywhere on the page', (type) => {
    stop = revealScrollIndicatorOnFirstUse();
    const inner = document.body.appendChild(document.createElement('div'));
    inner.dispatchEvent(new Event(type, { bubbles: false }));
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(true);
    inner.remove();
  });

  it("a strip scrolling by itself (the banner carousel's autoplay) does not show it; a touch on the strip does", () => {
    stop = revealScrollIndicatorOnFirstUse();
    const strip = document.body.appendChild(document.createElement('div'));
    strip.dispatchEvent(new Event('scroll'));
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(false);
    strip.dispatchEvent(new Event('touchstart'));
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(true);
    strip.remove();
  });

  it('waits for what the app schedules (hydration) and asks only once', () => {
    const later: Array<() => void> = [];
    const schedule = vi.fn((reveal: () => void) => void later.push(reveal));
    stop = revealScrollIndicatorOnFirstUse(schedule);
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('wheel'));
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(false);
    later.forEach((reveal) => reveal());
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(true);
  });

  it('nothing happens without a use', () => {
    stop = revealScrollIndicatorOnFirstUse();
    stop();
    window.dispatchEvent(new Event('touchstart'));
    expect(root().hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)).toBe(false);
  });
});
