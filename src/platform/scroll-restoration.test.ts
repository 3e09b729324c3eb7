// @vitest-environment jsdom
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollRestoration, LEFT_SCREEN_KEY } from './scroll-restoration';

type Listener = (event: Record<string, unknown>) => void;
type HistoryAction = 'PUSH' | 'REPLACE' | 'BACK' | 'FORWARD' | 'GO';

/** The part of the router the restoration follows: its events, in the order the router emits them. */
function fakeRouter() {
  const listeners: { type: string; fn: Listener }[] = [];
  const historyListeners: ((args: { action: { type: HistoryAction } }) => void)[] = [];
  const emit = (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners) if (listener.type === type) listener.fn(event);
  };
  const router = {
    subscribe: (type: string, fn: Listener) => {
      const listener = { type, fn };
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    history: {
      subscribe: (fn: (typeof historyListeners)[number]) => {
        historyListeners.push(fn);
        return () => historyListeners.splice(historyListeners.indexOf(fn), 1);
      },
    },
  };
  return {
    router: router as unknown as AnyRouter,
    /** the address changes (a tap pushes, back pops), then the router starts loading it */
    navigate(action: HistoryAction, from: ParsedLocation | undefined, to: ParsedLocation) {
      for (const fn of historyListeners) fn({ action: { type: action } });
      emit('onBeforeNavigate', { fromLocation: from, toLocation: to, hrefChanged: from?.href !== to.href });
    },
    /** an invalidate: the same address loads again */
    reload(at: ParsedLocation) {
      emit('onBeforeNavigate', { fromLocation: at, toLocation: at, hrefChanged: false });
    },
    finish(from: ParsedLocation | undefined, to: ParsedLocation) {
      emit('onResolved', { fromLocation: from, toLocation: to });
      emit('onRendered', { fromLocation: from, toLocation: to });
    },
  };
}

const at = (href: string, key: string) => ({ href, state: { __TSR_key: key } }) as unknown as ParsedLocation;
const home = at('/', 'home-1');
const best = at('/best', 'best-1');
const season = at('/season', 'season-1');

let scrollY = 0;
let scrollHeight = 5000;
const scrollTo = vi.fn((options: ScrollToOptions) => {
  scrollY = Math.min(options.top ?? 0, scrollHeight - window.innerHeight);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  scrollY = 0;
  scrollHeight = 5000;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => scrollHeight);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function started() {
  const fake = fakeRouter();
  const restoration = createScrollRestoration();
  const stop = restoration.follow(fake.router);
  fake.navigate('PUSH', undefined, home);
  fake.finish(undefined, home);
  return { ...fake, restoration, stop };
}

/** home scrolled 1340 px down, then the best page opened from it and drawn at the top */
function onBestFromHome() {
  const app = started();
  scrollY = 1340;
  app.navigate('PUSH', home, best);
  app.finish(home, best);
  scrollY = 0;
  return app;
}

describe('the key the router saves a screen’s position under', () => {
  it('is the history entry’s, and a screen left stays keyed by it until a second navigation starts from it', () => {
    const { navigate, restoration, finish } = started();
    expect(restoration.getKey(home)).toBe('home-1');
    navigate('PUSH', home, best);
    // the router saves home's position now, under home's own key
    expect(restoration.getKey(home)).toBe('home-1');
    // back while /best still loads: the loading screen is on display, not home
    navigate('BACK', home, home);
    expect(restoration.getKey(home)).toBe(LEFT_SCREEN_KEY);
    finish(home, home);
    expect(restoration.getKey(home)).toBe('home-1');
  });

  it('stays the screen’s own when the same address reloads in place (a sign-in’s invalidate)', () => {
    const { navigate, reload, restoration } = started();
    reload(home);
    navigate('PUSH', home, best);
    expect(restoration.getKey(home)).toBe('home-1');
  });

  it('falls back to the address before the history entry has a key', () => {
    const { restoration } = started();
    expect(restoration.getKey({ href: '/deal/1', state: {} } as unknown as ParsedLocation)).toBe('/deal/1');
  });
});

describe('coming back to a screen', () => {
  it('scrolls to where the shopper left it once the page is tall enough, after the router could not', () => {
    const { navigate, finish } = started();
    scrollY = 1340;
    navigate('PUSH', home, best);
    // the loading screen: one screen tall
    scrollHeight = window.innerHeight;
    scrollY = 0;
    navigate('BACK', home, home);
    finish(home, home);
    vi.advanceTimersByTime(16);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollHeight = 5000;
    vi.advanceTimersByTime(16);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1340, behavior: 'auto' });
    expect(scrollY).toBe(1340);
  });

  it('leaves the page where it is when it is still too short after 3 s', () => {
    const { navigate, finish } = onBestFromHome();
    scrollHeight = window.innerHeight;
    navigate('BACK', best, home);
    finish(best, home);
    vi.advanceTimersByTime(3100);
    scrollHeight = 5000;
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(0);
  });

  it('leaves a position the router restored as it is', () => {
    const { navigate, finish } = onBestFromHome();
    scrollY = 200;
    navigate('BACK', best, home);
    scrollY = 1340; // the router's own restore
    finish(best, home);
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing on a screen opened anew: it starts where the router puts it, at the top', () => {
    const { navigate, finish } = onBestFromHome();
    navigate('PUSH', best, season);
    finish(best, season);
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('gives way to the shopper’s own scroll, and to the next navigation', () => {
    for (const interrupt of ['touch', 'navigation'] as const) {
      const { navigate, finish, stop } = onBestFromHome();
      scrollHeight = window.innerHeight;
      navigate('BACK', best, home);
      finish(best, home);
      vi.advanceTimersByTime(16);
      if (interrupt === 'touch') window.dispatchEvent(new Event('touchstart'));
      else navigate('PUSH', home, season);
      scrollHeight = 5000;
      vi.advanceTimersByTime(100);
      expect(scrollTo, interrupt).not.toHaveBeenCalled();
      stop();
    }
  });
});
