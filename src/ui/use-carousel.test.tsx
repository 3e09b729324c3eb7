// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

/** The observers the carousel made, to tell it what is on screen as the browser would. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** tells the latest observer that slide `index` came into view (or left it) */
function seen(index: number, isIntersecting: boolean) {
  const observer = observers.at(-1);
  const target = observer?.targets[index];
  if (!observer || !target) throw new Error(`no slide ${index} observed`);
  act(() => observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
}

function Strip() {
  const carousel = useCarousel({ count: 3 });
  return (
    <div {...carousel.trackProps}>
      {[0, 1, 2].map((index) => (
        <div key={index} {...carousel.slideProps(index, `${index + 1}번째`)}>
          <a href={`/deal/${index}`} tabIndex={carousel.isInView(index) ? 0 : -1}>
            {`상품 ${index + 1}`}
          </a>
        </div>
      ))}
    </div>
  );
}

const hidden = () => screen.getAllByRole('group', { hidden: true }).map((slide) => slide.getAttribute('aria-hidden'));
const tabStops = () => screen.getAllByRole('link', { hidden: true }).map((link) => link.tabIndex);

describe('useCarousel', () => {
  it('exposes the slides on screen only, their links as the only tab stops', () => {
    render(<Strip />);
    expect(hidden()).toEqual([null, 'true', 'true']);
    seen(1, true);
    expect(hidden()).toEqual([null, null, 'true']);
    seen(0, false);
    expect(hidden()).toEqual(['true', null, 'true']);
    expect(tabStops()).toEqual([-1, 0, -1]);
  });

  it('half way between two slides (none 60% on screen) the page keeps one slide to focus and read', () => {
    render(<Strip />);
    // a swipe from the first slide: it drops under the threshold before the second reaches it
    seen(0, false);
    expect(hidden()).toEqual([null, 'true', 'true']);
    expect(tabStops()).toEqual([0, -1, -1]);
    seen(1, true);
    expect(hidden()).toEqual(['true', null, 'true']);
  });
});
