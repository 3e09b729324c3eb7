// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

/** An observer the test drives: it reports the element near the screen when `reportNear` is called. */
const observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; element?: Element; disconnected: boolean }[] = [];
class Controlled {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element): void {
    this.entry.element = element;
  }
  disconnect(): void {
    this.entry.disconnected = true;
  }
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
function reportNear(isIntersecting: boolean): void {
  for (const o of observers.filter((x) => !x.disconnected)) {
    o.callback([{ isIntersecting, target: o.element } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  }
}

function Block() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref, '500px');
  return <section ref={ref}>{near ? '추천 상품' : '불러오는 중'}</section>;
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('useNearScreen', () => {
  it('is false on the server, then true once the block comes within the margin, and stays true', () => {
    expect(renderToString(<Block />)).toContain('불러오는 중');
    vi.stubGlobal('IntersectionObserver', Controlled);
    render(<Block />);
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    expect(observers[0]?.options?.rootMargin).toBe('500px');
    act(() => reportNear(false));
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    act(() => reportNear(true));
    expect(screen.getByText('추천 상품')).toBeTruthy();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('loads at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Block />);
    expect(await screen.findByText('추천 상품')).toBeTruthy();
  });
});
