// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePreloadWhenSeen } from './preload-when-seen';

/** jsdom has no layout: every observed element is reported on screen at once */
const observed: Element[] = [];
class OnScreen {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element): void {
    observed.push(element);
    this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect(): void {}
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function Card({ onPreload }: { onPreload: () => void }) {
  const ref = usePreloadWhenSeen<HTMLElement>(onPreload);
  return <article ref={ref}>딸기</article>;
}

describe('preloading what a card on screen links to (issue 14)', () => {
  it('waits for the first touch, scroll or key, then preloads each card on screen once', () => {
    vi.stubGlobal('IntersectionObserver', OnScreen);
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <>
        <Card onPreload={first} />
        <Card onPreload={second} />
      </>,
    );
    // home's first load: nothing is preloaded, nothing observed
    expect(observed).toHaveLength(0);
    expect(first).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    fireEvent.scroll(window);
    rerender(
      <>
        <Card onPreload={first} />
        <Card onPreload={second} />
      </>,
    );
    expect(first).toHaveBeenCalledTimes(1);
    // a card that mounts later is preloaded when seen, without another interaction
    const third = vi.fn();
    render(<Card onPreload={third} />);
    expect(third).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
