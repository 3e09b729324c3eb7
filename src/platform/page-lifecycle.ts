import { isOnline } from './network';
import { session, sessionKeys } from './storage';

/**
 * Reloads and scroll positions across leaving the app: the only place that calls
 * `location.reload`, and that reads or writes saved scroll positions.
 */

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(session.get(sessionKeys.scrollPositions) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** Before leaving for an external page: remember where the shopper was on this path. */
export function saveScrollPosition(path: string = location.pathname + location.search, y: number = window.scrollY): void {
  session.set(sessionKeys.scrollPositions, JSON.stringify({ ...readPositions(), [path]: Math.round(y) }));
}

/** After coming back: the saved position of this path, removed once read. */
export function takeScrollPosition(path: string = location.pathname + location.search): number | null {
  const { [path]: y, ...rest } = readPositions();
  if (y === undefined) return null;
  session.set(sessionKeys.scrollPositions, JSON.stringify(rest));
  return y;
}

/** What a shopper does to scroll or leave by themselves: a position restored late must not fight it. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window to `y` once the page is tall enough to reach it (content may still be
 * rendering or loading). After `timeoutMs` it scrolls as far as it can (`atTimeout: 'scroll'`) or
 * leaves the page where it is (`'stay'`); the shopper's own touch, wheel or key ends the wait at
 * once. Returns the way to end it earlier (a new navigation).
 */
export function scrollWhenReachable(y: number, { timeoutMs = 3000, atTimeout = 'scroll' }: { timeoutMs?: number; atTimeout?: 'scroll' | 'stay' } = {}): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop, true);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    const late = performance.now() - started > timeoutMs;
    if (reachable || late) {
      stop();
      if (reachable || atTimeout === 'scroll') window.scrollTo({ top: y, behavior: 'auto' });
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(attempt);
  return stop;
}

/** After coming back from an external page: the position saved when the shopper left, once reachable. */
export function restoreScrollPosition(timeoutMs = 3000): void {
  const y = takeScrollPosition();
  if (y !== null) scrollWhenReachable(y, { timeoutMs });
}

/** Returning via the back/forward cache shows the old page: restore its scroll too. */
export function onReturnFromExternalPage(callback: () => void): () => void {
  const listener = (event: PageTransitionEvent) => {
    if (event.persisted) callback();
  };
  window.addEventListener('pageshow', listener);
  return () => window.removeEventListener('pageshow', listener);
}

/**
 * A failed lazy chunk (a deploy replaced the files) reloads the page once; a second failure in the
 * same session is left to the error screen, so a broken deploy cannot loop.
 */
export function reloadOnceForChunkError(): boolean {
  if (session.get(sessionKeys.chunkReloaded) === '1') return false;
  // offline, the chunk simply could not be fetched: a reload would show the browser's own offline
  // page; the error screen waits for the network instead (issue 11 §6)
  if (!isOnline()) return false;
  session.set(sessionKeys.chunkReloaded, '1');
  window.location.reload();
  return true;
}

/** Called after a successful start, so a later deploy may reload once again. */
export function clearChunkReloadMark(): void {
  session.remove(sessionKeys.chunkReloaded);
}

export function watchChunkLoadErrors(): () => void {
  const listener = (event: Event) => {
    // prevented only when the page reloads: a prevented preload error makes the import resolve to
    // nothing, and the code that waited on it would fail on `undefined` instead of a chunk error
    if (isOnline() && reloadOnceForChunkError()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** SPEC.md §9: a hash scrolls smoothly with this offset (the sticky header's height plus air). */
export const HASH_SCROLL_OFFSET_PX = 78;

export function scrollToHash(hash: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (id === '') return false;
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior });
  return true;
}

export function onPageVisibleAgain(callback: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === 'visible') callback();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
