// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_MAX_MS, releaseFirstPaint } from './first-paint';

const SRC = '/images/products/7.svg';

type Listener = (event: { toLocation: { pathname: string } }) => void;

function fakeRouter() {
  const listeners = new Set<Listener>();
  return {
    subscribe: (_event: 'onResolved', listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: (pathname: string) => listeners.forEach((listener) => listener({ toLocation: { pathname } })),
    listening: () => listeners.size,
  };
}

/** an <img> as the screen draws it: jsdom loads nothing, so `complete`, the size and the box are set here */
function screenImage(src: string, { loaded, left = 0 }: { loaded: boolean; left?: number }): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('src', src);
  Object.defineProperty(image, 'complete', { configurable: true, get: () => loaded });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, get: () => (loaded ? 750 : 0) });
  image.getBoundingClientRect = () => ({ left, width: 390, top: 52, height: 390, right: left + 390, bottom: 442, x: left, y: 52, toJSON: () => ({}) });
  return image;
}

const overlay = () => document.getElementById('first-paint');
const root = () => document.getElementById('root') as HTMLElement;
/** mutation observers, the frame that measures and the two frames before it goes */
const settle = async () => {
  await Promise.resolve();
  await vi.advanceTimersByTimeAsync(64);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  document.body.innerHTML = `<div id="root"></div><div id="first-paint" data-screen="deal" aria-hidden="true"><img src="${SRC}" alt=""></div>`;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe("the server's first picture (issue 14)", () => {
  it("stays while the screen's picture loads, and goes once it is loaded and on screen", async () => {
    const router = fakeRouter();
    releaseFirstPaint(router);
    const image = screenImage(SRC, { loaded: false });
    root().append(image);
    await settle();
    expect(overlay()).not.toBeNull();

    Object.defineProperty(image, 'complete', { get: () => true });
    Object.defineProperty(image, 'naturalWidth', { get: () => 750 });
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(overlay()).toBeNull();
    expect(router.listening()).toBe(0);
  });

  it('ignores other pictures and a copy off screen (a carousel slide beside it)', async () => {
    releaseFirstPaint(fakeRouter());
    root().append(screenImage('/images/products/8.svg', { loaded: true }), screenImage(SRC, { loaded: true, left: -780 }));
    await settle();
    expect(overlay()).not.toBeNull();
    root().append(screenImage(SRC, { loaded: true, left: 0 }));
    await settle();
    expect(overlay()).toBeNull();
  });

  it('measures the picture in a frame, not in the render that added it (no forced layout)', async () => {
    releaseFirstPaint(fakeRouter());
    const image = screenImage(SRC, { loaded: true });
    const measure = vi.spyOn(image, 'getBoundingClientRect');
    root().append(image);
    await Promise.resolve();
    expect(measure).not.toHaveBeenCalled();
    await settle();
    expect(measure).toHaveBeenCalledTimes(1);
    expect(overlay()).toBeNull();
  });

  it('goes at once when the screen shows an alert instead', async () => {
    releaseFirstPaint(fakeRouter());
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    alert.textContent = '잠시 후 다시 시도해 주세요.';
    root().append(alert);
    await Promise.resolve();
    expect(overlay()).toBeNull();
  });

  it('goes when the shopper moves to another address, not when the same one resolves', async () => {
    const router = fakeRouter();
    releaseFirstPaint(router);
    router.resolve(window.location.pathname);
    expect(overlay()).not.toBeNull();
    router.resolve('/best');
    expect(overlay()).toBeNull();
  });

  it(`goes after ${FIRST_PAINT_MAX_MS} ms at the latest`, async () => {
    releaseFirstPaint(fakeRouter());
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_MAX_MS - 1);
    expect(overlay()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(overlay()).toBeNull();
  });

  it('does nothing without one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const router = fakeRouter();
    expect(() => releaseFirstPaint(router)).not.toThrow();
    expect(router.listening()).toBe(0);
  });

  it("the 인기 tab's cards drawn as text stay while the tab loads, and go once it has drawn its own cards", async () => {
    document.body.innerHTML =
      '<div id="root"></div><div id="first-paint" data-screen="popular" aria-hidden="true"><div class="fp-card"><p class="fp-title">귤 후기</p><img src="/images/community/3.svg" alt=""></div></div>';
    const router = fakeRouter();
    releaseFirstPaint(router);
    const skeleton = document.createElement('div');
    skeleton.setAttribute('aria-busy', 'true');
    // the card's thumbnail drawn by the tab is not what ends the text overlay: the cards are
    root().append(skeleton, screenImage('/images/community/3.svg', { loaded: true }));
    await settle();
    expect(overlay()).not.toBeNull();

    const card = document.createElement('article');
    card.dataset.testid = 'post-card';
    root().append(card);
    await Promise.resolve();
    expect(overlay()).not.toBeNull();
    await settle();
    expect(overlay()).toBeNull();
    expect(router.listening()).toBe(0);
  });

  it("my page's card named ahead stays while the screen's card waits for its call, and goes once that card is drawn", async () => {
    document.body.innerHTML =
      '<div id="root"></div><div id="first-paint" data-screen="my-page" aria-hidden="true"><div id="fp-my-card" class="fp-my-card"><div class="fp-my-identity"><p id="fp-my-name" class="fp-my-name">딸기농부님</p></div></div></div>';
    const router = fakeRouter();
    releaseFirstPaint(router);
    const card = document.createElement('section');
    card.dataset.testid = 'mypage-card';
    card.setAttribute('aria-busy', 'true');
    root().append(card);
    await settle();
    expect(overlay()).not.toBeNull();

    // the call answered: the screen's card has the name
    card.removeAttribute('aria-busy');
    await Promise.resolve();
    expect(overlay()).not.toBeNull();
    await settle();
    expect(overlay()).toBeNull();
    expect(router.listening()).toBe(0);
  });
});
