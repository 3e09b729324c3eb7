/**
 * The shopper's first use of the page: a touch, a press, a wheel or a key anywhere on it, or the page
 * itself scrolled. What waits for it: the scroll indicator (scroll-indicator.ts), the code of the
 * blocks under the first screen (src/ui/hydrate-near.tsx) and the preloading of what the cards on
 * screen link to (src/features/home/preload-when-seen.ts). A visit that never uses the page costs none
 * of it.
 *
 * The window listens in the capture phase, so a use inside any element counts. A scroll of an element
 * alone does not: the banner carousel's autoplay scrolls its strip by itself, and counting that ran
 * everything above in the carousel's first turn, four seconds after load, in one task of 60–140 ms at
 * 4× slowdown (issue 24). A shopper's own swipe of a strip begins with a touch or a press, and a scroll
 * by keyboard with a key.
 */
const EVENTS = ['pointerdown', 'touchstart', 'wheel', 'keydown', 'scroll'] as const;
const OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/** what this window has seen (a test's next file gets a new window, and starts unused) */
interface State {
  readonly window: Window;
  used: boolean;
  readonly waiting: Set<() => void>;
}
let state: State | undefined;
const current = (): State => (state?.window === window ? state : (state = { window, used: false, waiting: new Set() }));

function onEvent(event: Event): void {
  if (event.type === 'scroll' && event.target !== document) return;
  const { waiting } = current();
  current().used = true;
  for (const type of EVENTS) window.removeEventListener(type, onEvent, OPTIONS);
  const runs = [...waiting];
  waiting.clear();
  runs.forEach((run) => run());
}

/** Runs `run` once, at the shopper's first use of the page (now, if it has been used); returns a cancel. */
export function onFirstUse(run: () => void): () => void {
  const { used, waiting } = current();
  if (used) {
    run();
    return () => {};
  }
  if (waiting.size === 0) for (const type of EVENTS) window.addEventListener(type, onEvent, OPTIONS);
  waiting.add(run);
  return () => {
    waiting.delete(run);
  };
}
